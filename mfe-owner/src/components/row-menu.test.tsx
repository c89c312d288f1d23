import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@hfl/shared-ui/testing';
import { RowMenu } from './row-menu';

/** Places the row's button on the window as a layout would (jsdom lays nothing out). */
function placeButton(top: number) {
  const button = screen.getByRole('button', { name: 'Actions for Kata' });
  button.getBoundingClientRect = () => ({ top, bottom: top + 32, left: 900, right: 940 }) as DOMRect;
}

async function renderMenu() {
  const suspended: string[] = [];
  await renderWithProviders(
    <RowMenu
      label="Actions for Kata"
      items={[
        { label: 'Suspend', onSelect: () => suspended.push('Kata') },
        { label: 'Delete', onSelect: () => {}, danger: true },
      ]}
    />,
  );
  return suspended;
}

describe('row menu', () => {
  it('when the page scrolls after the menu opened (the browser showing the button), then it stays open by its button', async () => {
    const suspended = await renderMenu();
    placeButton(300);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Kata' }));
    expect(screen.getByRole('menu', { name: 'Actions for Kata' })).toHaveStyle({ top: '334px' });

    placeButton(200);
    act(() => {
      fireEvent.scroll(document);
    });

    expect(screen.getByRole('menu', { name: 'Actions for Kata' })).toHaveStyle({ top: '234px' });
    await userEvent.click(screen.getByRole('menuitem', { name: 'Suspend' }));
    expect(suspended).toEqual(['Kata']);
  });

  it('when the button scrolls out of sight, then the menu closes', async () => {
    await renderMenu();
    placeButton(300);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Kata' }));

    placeButton(-100);
    act(() => {
      fireEvent.scroll(document);
    });

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('when the button sits near the window bottom, then the menu opens above it', async () => {
    await renderMenu();
    placeButton(window.innerHeight - 40);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Kata' }));

    expect(screen.getByRole('menu', { name: 'Actions for Kata' })).toHaveStyle({ bottom: '42px' });
  });
});
