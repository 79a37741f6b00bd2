import { type PublicSitterProfile } from '@pawpal/contract';
import { expect, it, vi } from 'vitest';
import { cardPng } from './share-card.js';
import { SHARE_CARDS_KEPT, ShareCards } from './share-cards.js';

vi.mock('./share-card.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./share-card.js')>();
  return { ...original, cardPng: vi.fn((svg: string) => Promise.resolve(Buffer.from(svg))) };
});

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
  const cards = new ShareCards();
  for (let index = 0; index <= SHARE_CARDS_KEPT; index++) await cards.png(profile(`sitter-${index}`));
  expect(cardPng).toHaveBeenCalledTimes(SHARE_CARDS_KEPT + 1);
  // sitter-0 was dropped for the last one; sitter-1 is still kept.
  await cards.png(profile('sitter-1'));
  expect(cardPng).toHaveBeenCalledTimes(SHARE_CARDS_KEPT + 1);
  await cards.png(profile('sitter-0'));
  expect(cardPng).toHaveBeenCalledTimes(SHARE_CARDS_KEPT + 2);
});

it('draws a card again after a drawing failed', async () => {
  const cards = new ShareCards();
  vi.mocked(cardPng).mockRejectedValueOnce(new Error('out of memory'));
  await expect(cards.png(profile('failing'))).rejects.toThrow('out of memory');
  await expect(cards.png(profile('failing'))).resolves.toBeInstanceOf(Buffer);
});
