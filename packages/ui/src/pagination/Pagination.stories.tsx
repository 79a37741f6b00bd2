import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STATES_PARAMETERS, StatesMatrix } from '../docs/States';
import { ThemeMatrix, MatrixRow } from '../docs/ThemeMatrix';
import { Pagination } from './Pagination';

const meta = {
  title: 'Layout/Pagination',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-pagination',
  component: Pagination,
  args: { page: 1, pageCount: 12, siblingCount: 1, onPageChange: fn() },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 0 } },
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: 'Page 12' })).toBeVisible();
  },
};

export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const MiddlePage: Story = {
  args: { page: 6 },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const pages = screen.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent);
    await expect(pages).toEqual(['Page 1', 'Page 5', 'Page 6', 'Page 7', 'Page 12']);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(screen.getByRole('button', { name: 'Page 12' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
  },
};

export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Stateful: the page moves as you click, the way the app uses it. */
export const Interactive: Story = {
  render: function Render(args) {
    const [page, setPage] = React.useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

export const Links: Story = {
  args: { page: 3, getHref: (page: number) => `/browse-services?page=${page}` },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/browse-services?page=4');
    await expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(screen.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Matrix: Story = {
  parameters: { chromatic: { disableSnapshot: false }, layout: 'fullscreen' },
  render: () => (
    <ThemeMatrix>
      {(theme) =>
        (
          [
            [1, 5],
            [1, 12],
            [6, 12],
            [12, 12],
          ] as const
        ).map(([page, pageCount]) => (
          <MatrixRow key={`${page}-${pageCount}`} label={`${page} of ${pageCount}`}>
            <Pagination page={page} pageCount={pageCount} aria-label={`Pagination ${page} of ${pageCount} (${theme})`} />
          </MatrixRow>
        ))
      }
    </ThemeMatrix>
  ),
};

/** The page buttons' hover, focus-visible, active and disabled (one page: both arrows off). */
export const States: Story = {
  tags: ['visual'],
  parameters: STATES_PARAMETERS,
  render: () => (
    <StatesMatrix
      render={(state, key) => (
        <Pagination
          page={state === 'disabled' ? 1 : 2}
          pageCount={state === 'disabled' ? 1 : 3}
          onPageChange={() => {}}
          aria-label={`Pages ${key}`}
        />
      )}
    />
  ),
};
