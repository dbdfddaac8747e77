import type { Page } from '@platform/shared';
import { Card, Grid, List, Pagination, Skeleton, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../error-alert';

/** One row: a link to the thing (its name and city), what it says under it, and its buttons. */
export type PagedListRow = {
  id: number;
  to: string;
  name: string;
  city: string | null;
  details: ReactNode;
  actions?: ReactNode[];
};

/** A page's query: loading shows a skeleton, a failure its Polish message. */
type PageQuery<T> = { isPending: boolean; isError: boolean; error: unknown; data?: Page<T> };

/** The page shown (0-based: the one asked for, while the previous one stays on screen) and its query. */
type PagedListState<T> = { list: PageQuery<T>; page: number; onPageChange: (page: number) => void };

/** A list's page state and the query of that page (`useList`: the feature's hook of the call). */
export const usePagedList = <T,>(useList: (page: number) => PageQuery<T>): PagedListState<T> => {
  const [page, setPage] = useState(0);
  return { list: useList(page), page, onPageChange: setPage };
};

type Props<T> = PagedListState<T> & {
  /** Shown when the list has nothing (an Empty, maybe with a way to fill it). */
  empty: ReactNode;
  itemTestId: string;
  row: (item: T) => PagedListRow;
};

/**
 * A page of a user's list ('Obserwowane inwestycje', 'Wstrzymane inwestycje', 'Obserwowane firmy'):
 * each row links to the thing and says what the list knows of it; on a phone the buttons go under
 * the row, leaving the text the width; pages below when there is more than one.
 */
export const PagedList = <T,>({ list, page, onPageChange, empty, itemTestId, row }: Props<T>) => {
  const narrow = !Grid.useBreakpoint().sm;
  const { data } = list;
  return (
    <>
      {list.isPending && <Skeleton active />}
      {list.isError && <ErrorAlert error={list.error} />}
      {data && data.totalElements === 0 && empty}
      {data && data.totalElements > 0 && (
        <Card>
          <List
            itemLayout={narrow ? 'vertical' : 'horizontal'}
            dataSource={data.content.map(row)}
            rowKey={(r) => r.id}
            renderItem={(r) => (
              <List.Item data-testid={itemTestId} actions={r.actions}>
                <List.Item.Meta
                  title={
                    <Link to={r.to}>
                      {r.name}
                      {r.city ? `, ${r.city}` : ''}
                    </Link>
                  }
                  description={
                    <Space orientation="vertical" size={4}>
                      {r.details}
                    </Space>
                  }
                />
              </List.Item>
            )}
          />
          {data.totalPages > 1 && (
            <Pagination
              current={page + 1}
              total={data.totalElements}
              pageSize={data.size}
              showSizeChanger={false}
              onChange={(next) => onPageChange(next - 1)}
              style={{ marginTop: 16, textAlign: 'right' }}
            />
          )}
        </Card>
      )}
    </>
  );
};
