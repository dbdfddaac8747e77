import { MESSAGES } from '@platform/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotifier } from '@/lib/notify';
import { jsonResponse } from '@/testing/factories';
import { renderAt } from '@/testing/render';
import { type StubRoutes, stubApi } from '@/testing/stub-api';
import { FileUpload } from './file-upload';

/** A stand-in for XMLHttpRequest that the test drives by hand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
}

let fetchMock: ReturnType<typeof stubApi>;
const toast = { error: vi.fn(), success: vi.fn(), info: vi.fn() };
const target = {
  fields: { presignedUrl: '/api/v2/uploads/abc?sig=1' },
  url: '/f/abc',
  attachmentName: 'abc.pdf',
  uuid: 'u-1',
};

const attachment = {
  uuid: 'u-1',
  name: 'abc.pdf',
  attachmentName: 'abc.pdf',
  url: '/f/abc',
  isActive: true,
  isFromKv1: false,
};
/** The server's answers: no app config, the confirmed attachment, and the upload target. */
const routes: StubRoutes = {
  '/app-config': () => jsonResponse(404, null),
  '/attachments/u-1': () => attachment,
  '*': () => target,
};

const pick = (files: File[]) => {
  const input = screen.getByTestId('file-upload').querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
};
const pdf = (name = 'plan.pdf', size = 1000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

beforeEach(() => {
  fetchMock = stubApi(routes);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  setNotifier(toast);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setNotifier(null);
  FakeXhr.last = null;
});

describe('FileUpload', () => {
  it('acquires an upload target, PUTs the file with its type and reports progress and the result', async () => {
    const onChange = vi.fn();
    const onUploading = vi.fn();
    renderAt(<FileUpload target="ORDER" onChange={onChange} onUploadingChange={onUploading} />);
    pick([pdf()]);

    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const targetCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/attachments/'));
    expect(targetCall?.[0]).toBe('/api/v2/attachments/ORDER/plan.pdf');
    expect(JSON.parse(String(targetCall?.[1]?.body))).toMatchObject({ size: 1000, contentType: 'application/pdf' });
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url, xhr.headers['Content-Type']]).toEqual([
      'PUT',
      target.fields.presignedUrl,
      'application/pdf',
    ]);
    expect(onUploading).toHaveBeenLastCalledWith(true);

    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 500, total: 1000 }));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');

    act(() => {
      xhr.status = 200;
      xhr.onload?.();
    });
    await waitFor(() => expect(onUploading).toHaveBeenLastCalledWith(false));
    // the upload is confirmed before it counts: the server checks the stored bytes then
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/v2/attachments/u-1')).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith([
      { uuid: 'u-1', name: 'plan.pdf', attachmentName: 'abc.pdf', url: '/f/abc', size: 1000 },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([]));
  });

  it('refuses files over the limits before any call, with the Polish messages', async () => {
    renderAt(<FileUpload target="ORDER" maxFiles={1} />);
    pick([pdf('duzy.pdf', 60 * 1024 * 1024)]);
    expect(toast.error).toHaveBeenCalledWith('Plik duzy.pdf ma zbyt duży rozmiar.');

    pick([pdf('a.pdf'), pdf('b.pdf')]);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Przekroczono limit 1 załączników. Plik b.pdf nie został dodany.'),
    );
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/attachments/'))).toHaveLength(1);
  });

  it('shows the server’s refusal of a file that is not an image and keeps it out of the list', async () => {
    const refusal = { status: 400, code: 'FILE_NOT_IMAGE', message: MESSAGES.fileNotImage('logo.png') };
    fetchMock = stubApi({ ...routes, '/attachments/u-1': () => jsonResponse(400, refusal) });
    const onChange = vi.fn();
    renderAt(<FileUpload target="COMPANY_LOGO" onChange={onChange} />);
    pick([new File(['<html></html>'], 'logo.png', { type: 'image/png' })]);
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    act(() => {
      FakeXhr.last!.status = 200;
      FakeXhr.last!.onload?.();
    });
    expect(await screen.findByText(MESSAGES.fileNotImage('logo.png'))).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('shows the hourly limit text when the server answers 429', async () => {
    fetchMock = stubApi({
      '/app-config': () => jsonResponse(404, null),
      '*': () => jsonResponse(429, { status: 429, code: 'UPLOAD_LIMIT_EXCEEDED', message: 'limit' }),
    });
    renderAt(<FileUpload target="ORDER" />);
    pick([pdf()]);
    expect(await screen.findByText(MESSAGES.uploadHourlyLimit)).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.uploadHourlyLimit);
  });
});
