import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { ThemeMatrix } from '../docs/ThemeMatrix';
import { UserAvatar } from './Avatar';

/** A self-contained picture (no network): a teal square with a paw-ish circle. */
const PHOTO =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='teal'/><circle cx='32' cy='36' r='14' fill='white'/></svg>";
const BROKEN = '/this-image-does-not-exist.png';

/** The initials as drawn on screen (they are CSS-generated content). */
function shownInitials(avatar: HTMLElement): string {
  const initials = avatar.querySelector('[data-slot="avatar-initials"]');
  return initials ? getComputedStyle(initials, '::before').content.replace(/"/g, '') : '';
}

const meta = {
  title: 'Marketplace/Avatar',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-avatar',
  component: UserAvatar,
  args: { firstName: 'Olivia', lastName: 'Nguyen', src: PHOTO, size: 'default' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'default', 'lg'] } },
} satisfies Meta<typeof UserAvatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Olivia Nguyen' })).toHaveAttribute('src', PHOTO));
  },
};

export const Initials: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const avatar = screen.getByRole('img', { name: 'Olivia Nguyen' });
    await expect(avatar).toHaveAttribute('data-initials', 'ON');
    await expect(shownInitials(avatar)).toBe('ON');
  },
};

export const NoName: Story = {
  args: { src: null, firstName: null, lastName: null },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'User' });
    await expect(avatar.querySelector('svg')).not.toBeNull();
    await expect(avatar).not.toHaveAttribute('data-initials');
  },
};

export const BrokenImageFallsBackToInitials: Story = {
  args: { src: BROKEN },
  beforeEach: () => {
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    return () => warn.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const avatar = await screen.findByRole('img', { name: 'Olivia Nguyen' });
    await waitFor(() => expect(shownInitials(avatar)).toBe('ON'));
    await expect(avatar).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(BROKEN)));
  },
};

function AvatarRow() {
  return (
    <div className="pp:flex pp:items-center pp:gap-3">
      {(['sm', 'default', 'lg'] as const).map((size) => (
        <div key={size} className="pp:flex pp:items-center pp:gap-2">
          <UserAvatar size={size} firstName="Olivia" lastName="Nguyen" src={PHOTO} alt={`Olivia Nguyen ${size} photo`} />
          <UserAvatar size={size} firstName="Jack" lastName="Taylor" alt={`Jack Taylor ${size}`} />
          <UserAvatar size={size} alt={`Unknown user ${size}`} />
        </div>
      ))}
    </div>
  );
}

/** Picture, initials and icon fallback in each size, light and dark. */
export const Matrix: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, visual: true, layout: 'fullscreen' },
  render: () => <ThemeMatrix>{() => <AvatarRow />}</ThemeMatrix>,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Olivia Nguyen lg photo' })).toHaveLength(2));
    await expect(screen.getAllByRole('img', { name: 'Jack Taylor sm' })[0]).toHaveAttribute('data-initials', 'JT');
  },
};
