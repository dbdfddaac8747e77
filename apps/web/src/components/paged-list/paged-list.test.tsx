import { MESSAGES } from '@platform/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { Empty } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, useDesktopMedia } from '@/testing/render';
import { PagedList } from './paged-list';

type Item = { id: number; name: string };
const pageOf = (content: Item[], totalElements = content.length) => ({
  content,
  totalElements,
  totalPages: Math.ceil(totalElements / 2),
  page: 0,
  size: 2,
});
const idle = { isPending: false, isError: false, error: null };

const show = (list: Parameters<typeof PagedList<Item>>[0]['list'], onPageChange = vi.fn()) =>
  renderAt(
    <PagedList
      list={list}
      page={0}
      onPageChange={onPageChange}
      empty={<Empty description="Nic tu nie ma." />}
      itemTestId="item"
      row={(item) => ({ id: item.id, to: `/rzecz/${item.id}`, name: item.name, city: 'Gdańsk', details: 'Opis' })}
    />,
  );

describe('a paged list', () => {
  beforeEach(useDesktopMedia);

  it('links each row by its name and city, and pages when there is more than one page', async () => {
    const onPageChange = vi.fn();
    show(
      {
        ...idle,
        data: pageOf(
          [
            { id: 1, name: 'Hala' },
            { id: 2, name: 'Szkoła' },
          ],
          3,
        ),
      },
      onPageChange,
    );
    const rows = await screen.findAllByTestId('item');
    expect(within(rows[1]!).getByRole('link', { name: 'Szkoła, Gdańsk' }).getAttribute('href')).toBe('/rzecz/2');
    fireEvent.click(screen.getByTitle('2'));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('shows no pages for one page, and the empty state for none', async () => {
    const view = show({ ...idle, data: pageOf([{ id: 1, name: 'Hala' }]) });
    await screen.findByTestId('item');
    expect(screen.queryByTitle('2')).toBeNull();
    view.unmount();
    show({ ...idle, data: pageOf([]) });
    expect(await screen.findByText('Nic tu nie ma.')).toBeTruthy();
  });

  it('says a failure in Polish', async () => {
    show({ isPending: false, isError: true, error: new Error('x') });
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.unknownError);
    expect(screen.queryByTestId('item')).toBeNull();
  });
});
