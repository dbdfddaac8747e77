import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Activity, StrictMode, useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './index';

type HarnessProps = { initial: string | null; onChange?: (html: string | null) => void; maxTextLength?: number };

let setOutside: (v: string | null) => void = () => {};
const Harness = ({ initial, onChange, maxTextLength }: HarnessProps) => {
  const [value, setValue] = useState<string | null>(initial);
  setOutside = setValue;
  return (
    <RichTextEditor
      aria-label="Opis"
      value={value}
      maxTextLength={maxTextLength}
      onChange={(html) => {
        setValue(html);
        onChange?.(html);
      }}
    />
  );
};

// the editor's chunk loads on first use
const editable = () => screen.findByRole('textbox', { name: 'Opis' }, { timeout: 10_000 });

// ProseMirror scrolls the selection into view: jsdom has no layout. Put back after the file: the
// window outlives it (isolate: false), and a later file with an editor (company-edit-form) ran on
// these stand-ins or without them depending on the order of the files.
const patched = [
  [Range.prototype, 'getClientRects'],
  [Range.prototype, 'getBoundingClientRect'],
  [Element.prototype, 'getClientRects'],
] as const;
const originals = patched.map(([target, key]) => Object.getOwnPropertyDescriptor(target, key));
beforeAll(() => {
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const rect = () => ({ top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, x: 0, y: 0, toJSON: () => ({}) });
  Range.prototype.getClientRects = rects;
  Range.prototype.getBoundingClientRect = rect;
  Element.prototype.getClientRects = rects;
});
afterAll(() => {
  for (const [i, [target, key]] of patched.entries()) {
    const original = originals[i];
    if (original) Object.defineProperty(target, key, original);
    else Reflect.deleteProperty(target, key);
  }
});

describe('RichTextEditor', () => {
  it('shows stored HTML formatted (not as raw tags), with a Polish toolbar and a counter', async () => {
    render(<Harness initial="<p>Ala <strong>ma</strong> kota</p>" maxTextLength={10} />);
    const box = await editable();
    expect(box.getAttribute('contenteditable')).toBe('true');
    expect(box.textContent).toBe('Ala ma kota');
    expect(box.querySelector('strong')?.textContent).toBe('ma');
    for (const label of ['Pogrubienie', 'Kursywa', 'Podkreślenie', 'Lista punktowana', 'Lista numerowana', 'Link']) {
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    }
    // 11 characters of text against a limit of 10: counted on the plain text and marked
    expect(screen.getByText('11 / 10')).toBeTruthy();
    expect(screen.getByTestId('rich-text-editor').className).toContain('rich-text-editor--error');
  });

  it('shows plain text of older records as paragraphs and follows a value set from outside', async () => {
    render(<Harness initial={'Pierwszy akapit\n\nDrugi <akapit>'} />);
    const box = await editable();
    expect([...box.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Pierwszy akapit', 'Drugi <akapit>']);
    act(() => setOutside('<ul><li><p>punkt</p></li></ul>'));
    await waitFor(() => expect(box.querySelector('li')?.textContent).toBe('punkt'));
  });

  it('a link without a protocol gets https', async () => {
    const onChange = vi.fn();
    render(<Harness initial="<p>strona</p>" onChange={onChange} />);
    await editable();
    vi.spyOn(window, 'prompt').mockReturnValue('example.com/oferta');
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toContain('href="https://example.com/oferta"');
    expect(html).toContain('example.com/oferta');
  });

  it('in StrictMode and when remounted, shows the value it was given and reports edits (no destroyed editor is read)', async () => {
    const onChange = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = render(
      <StrictMode>
        <Harness key="a" initial="<p>Opis z serwera</p>" onChange={onChange} maxTextLength={100} />
      </StrictMode>,
    );
    let box = await editable();
    await waitFor(() => expect(box.textContent).toBe('Opis z serwera'));
    expect(screen.getByText('14 / 100')).toBeTruthy();
    // a new key (the form remounted when its data arrived): a new editor with the new value
    view.rerender(
      <StrictMode>
        <Harness key="b" initial="<p>Wczytany opis</p>" onChange={onChange} maxTextLength={100} />
      </StrictMode>,
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Opis' }).textContent).toBe('Wczytany opis'));
    box = screen.getByRole('textbox', { name: 'Opis' });
    // useEditor destroys an unused editor 1 ms later: nothing may read it afterwards
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('13 / 100')).toBeTruthy();
    vi.spyOn(window, 'prompt').mockReturnValue('example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall?.[0]).toContain('Wczytany opis');
    expect(screen.getAllByRole('textbox', { name: 'Opis' })).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('rendered while hidden (no effects yet) and shown later, it shows the value and counts it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tree = (mode: 'hidden' | 'visible') => (
      <Activity mode={mode}>
        <Harness initial="<p>Opis z serwera</p>" maxTextLength={100} />
      </Activity>
    );
    const view = render(tree('hidden'));
    // rendered, not mounted: useEditor destroys an editor that is not mounted within 1 ms
    await new Promise((resolve) => setTimeout(resolve, 50));
    view.rerender(tree('visible'));
    const box = await editable();
    await waitFor(() => expect(box.textContent).toBe('Opis z serwera'));
    expect(screen.getByText('14 / 100')).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
