import type { IndustryNode } from '@platform/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, testQueryClient } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { IndustriesSection } from './industries-section';

// The tree as GET /industries answers it: each node with the base forms of its words (searchLemmas)
const node = (
  id: number,
  title: string,
  searchLemmas: string,
  children: IndustryNode[] = [],
  keywords: string[] = [],
): IndustryNode => ({ id, title, keywords, description: null, searchLemmas, children });
const industries: IndustryNode[] = [
  node(1, 'Instalacje', 'instalacja', [
    node(11, 'Instalacje elektryczne', 'instalacja elektryczny'),
    node(12, 'Instalacje sanitarne', 'instalacja sanitarny'),
  ]),
  node(2, 'Dachy', 'dach', [node(21, 'Pokrycia dachowe', 'pokrycie dachowy')], ['dekarz']),
  node(3, 'Konstrukcje', 'konstrukcja', [node(31, 'Konstrukcje stalowe', 'konstrukcja stalowy')], ['stal']),
];

// GET /search/terms as the server's dictionary answers these words
const FORMS: Record<string, string[]> = {
  instalacji: ['instalacji', 'instalacja'],
  elektrycznych: ['elektrycznych', 'elektryczny'],
  pokryć: ['pokryć', 'pokrycie'],
  dachowych: ['dachowych', 'dachowy'],
  konstrukcji: ['konstrukcji', 'konstrukcja'],
  stalowych: ['stalowych', 'stalowy'],
};

const shownTitles = () =>
  [...document.querySelectorAll('.ant-select-tree-title')].map((title) => title.textContent ?? '');

const typeInPicker = async (text: string) => {
  const picker = screen.getByRole('combobox', { name: 'Wybierz branże' });
  fireEvent.mouseDown(picker);
  fireEvent.change(picker, { target: { value: text } });
};

describe('the order form industry picker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    // a matching group shows its industries, opened
    ['instalacji', ['Instalacje', 'Instalacje elektryczne', 'Instalacje sanitarne']],
    ['elektrycznych', ['Instalacje', 'Instalacje elektryczne']],
    ['instalacji elektrycznych', ['Instalacje', 'Instalacje elektryczne']],
    ['pokryć dachowych', ['Dachy', 'Pokrycia dachowe']],
    ['konstrukcji stalowych', ['Konstrukcje', 'Konstrukcje stalowe']],
  ])('finds %s in inflected forms, the matches opened (the search rule)', async (text, titles) => {
    const fetchMock = stubApi({
      'GET /search/terms': ({ query }) => ({
        terms: (query.get('text') ?? '').split(/\s+/).map((word) => FORMS[word] ?? [word]),
      }),
    });
    const client = testQueryClient();
    client.setQueryData(['industries'], industries);
    renderAt(
      <Form>
        <IndustriesSection />
      </Form>,
      '/',
      [],
      client,
    );
    await typeInPicker(text);
    await waitFor(() => expect(shownTitles()).toEqual(titles));
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
    expect(asked.some((url) => url.pathname.endsWith('/search/terms') && url.searchParams.get('text') === text)).toBe(
      true,
    );
  });
});
