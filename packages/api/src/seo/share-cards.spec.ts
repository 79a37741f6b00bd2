import { type PublicSitterProfile } from '@pawpal/contract';
import { expect, it, vi } from 'vitest';
import { SHARE_CARDS_KEPT, ShareCards } from './share-cards.js';

/** ShareCards whose drawings are counted and cost nothing (the card's SVG as its "PNG"). */
function countedCards() {
  const cards = new ShareCards();
  const draw = vi.spyOn(cards, 'draw').mockImplementation((svg: string) => Promise.resolve(Buffer.from(svg)));
  return { cards, draw };
}

function profile(id: string, headline = 'Experienced and caring sitter'): PublicSitterProfile {
  return {
    id,
    firstName: 'Sam',
    lastInitial: 'S',
    headline,
    suburb: 'Testville',
    state: 'NSW',
    postcode: '2000',
    services: [],
    rating: { average: null, count: 0 },
  } as unknown as PublicSitterProfile;
}

it(`keeps at most ${SHARE_CARDS_KEPT} cards, dropping the one asked for longest ago`, async () => {
  const { cards, draw } = countedCards();
  for (let index = 0; index <= SHARE_CARDS_KEPT; index++) await cards.png(profile(`sitter-${index}`));
  expect(draw).toHaveBeenCalledTimes(SHARE_CARDS_KEPT + 1);
  // sitter-0 was dropped for the last one; sitter-1 is still kept.
  await cards.png(profile('sitter-1'));
  expect(draw).toHaveBeenCalledTimes(SHARE_CARDS_KEPT + 1);
  await cards.png(profile('sitter-0'));
  expect(draw).toHaveBeenCalledTimes(SHARE_CARDS_KEPT + 2);
});

it('draws a card again after a drawing failed', async () => {
  const { cards, draw } = countedCards();
  draw.mockRejectedValueOnce(new Error('out of memory'));
  await expect(cards.png(profile('failing'))).rejects.toThrow('out of memory');
  await expect(cards.png(profile('failing'))).resolves.toBeInstanceOf(Buffer);
});
