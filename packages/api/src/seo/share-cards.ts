import { Injectable } from '@nestjs/common';
import { type PublicSitterProfile } from '@pawpal/contract';
import { cardPng, sitterCardSvg } from './share-card.js';

/**
 * Cards kept in memory, one per sitter: a card is about 55 KB of PNG, so at most about 11 MB.
 * Beyond it the card asked for longest ago is dropped (and drawn again if asked for again).
 */
export const SHARE_CARDS_KEPT = 200;

interface KeptCard {
  /** The card's version: its SVG, which is everything it shows (name, headline, area, rating, price). */
  readonly svg: string;
  readonly png: Promise<Buffer>;
}

/**
 * The sitters' share cards, drawn once per version. Anyone may ask for a card, and rasterising one
 * costs tens of milliseconds of CPU, so a card is drawn again only when something it shows
 * changed; requests that arrive while it is being drawn share the drawing (docs/operations.md,
 * "Limits"). Per process: each instance draws a version once.
 */
@Injectable()
export class ShareCards {
  /** In the order they were last asked for (a Map keeps insertion order): the first is dropped first. */
  private readonly cards = new Map<string, KeptCard>();

  png(sitter: PublicSitterProfile): Promise<Buffer> {
    const svg = sitterCardSvg(sitter);
    const kept = this.cards.get(sitter.id);
    this.cards.delete(sitter.id);
    if (kept?.svg === svg) {
      this.cards.set(sitter.id, kept);
      return kept.png;
    }
    const card: KeptCard = { svg, png: this.draw(svg) };
    this.cards.set(sitter.id, card);
    // A drawing that failed is not kept: the next request tries again.
    card.png.catch(() => {
      if (this.cards.get(sitter.id) === card) this.cards.delete(sitter.id);
    });
    for (const id of this.cards.keys()) {
      if (this.cards.size <= SHARE_CARDS_KEPT) break;
      this.cards.delete(id);
    }
    return card.png;
  }

  /** Rasterises one card (cardPng); a method of its own so tests can count the drawings. */
  draw(svg: string): Promise<Buffer> {
    return cardPng(svg);
  }
}
