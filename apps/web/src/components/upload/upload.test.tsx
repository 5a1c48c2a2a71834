import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/request';
import { TestProviders } from '../TestProviders';
import { FileUpload, type UploadedRef } from './FileUpload';
import { ImageUpload } from './ImageUpload';

const U = '/api/api-system/data/upload';
const mock = new MockAdapter(http);

const policy = {
  accessid: 'local',
  policy: 'cG9saWN5',
  signature: 'ab'.repeat(32),
  dir: 't1/avatar/0123456789abcdef/',
  host: `${U}/object`,
  expire: 2_000_000_000,
  callback: `${U}/callback`,
  maxSize: 10 * 1024 * 1024,
  fields: { policy: 'cG9saWN5', 'x-amz-signature': 'ab'.repeat(32), success_action_status: '200' },
};

/** The storage host, as the browser's XMLHttpRequest reaches it. */
class StorageHost {
  static sent: { url: string; form: FormData }[] = [];
  static status = 200;
  static body = '';
  upload = { onprogress: null as ((e: ProgressEvent) => void) | null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  send(form: FormData) {
    StorageHost.sent.push({ url: this.url, form });
    setTimeout(() => {
      this.status = StorageHost.status;
      this.responseText = StorageHost.body;
      this.onload?.();
    });
  }
}

const png = (name = 'me.png', size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function choose(files: File[]) {
  const input = document.querySelector('input[type=file]')!;
  fireEvent.change(input, { target: { files } });
}

beforeEach(() => {
  StorageHost.sent = [];
  StorageHost.status = 200;
  StorageHost.body = '';
  vi.stubGlobal('XMLHttpRequest', StorageHost);
});
afterEach(() => {
  mock.reset();
  vi.unstubAllGlobals();
});

describe('ImageUpload', () => {
  it('uploads through the signed flow and hands over the stored URL', async () => {
    mock.onGet(`${U}/applyPolicy`).reply(200, { code: 200, msg: '', data: policy });
    mock.onPost(`${U}/callback`).reply((config) => {
      const { key } = JSON.parse(config.data as string) as { key: string };
      return [
        200,
        {
          code: 200,
          msg: '',
          data: { url: `${U}/file/${key}`, key, name: 'me.png', size: 100, type: 'image/png' },
        },
      ];
    });
    const onChange = vi.fn();
    render(
      <TestProviders>
        <ImageUpload dir="avatar" onChange={onChange} label="头像" />
      </TestProviders>,
    );
    choose([png('我的 头像.png')]);

    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(mock.history.get[0]?.params).toEqual({ dir: 'avatar', fileName: '我的 头像.png', size: 100 });
    const { url, form } = StorageHost.sent[0]!;
    expect(url).toBe(`${U}/object`);
    const key = form.get('key') as string;
    expect(key).toMatch(/^t1\/avatar\/0123456789abcdef\/\d{10}我的头像\.png$/);
    expect(form.get('x-amz-signature')).toBe(policy.signature);
    expect([...form.keys()].at(-1)).toBe('file');
    expect(onChange).toHaveBeenCalledWith(`${U}/file/${key}`);
  });

  it('refuses a type other than png, jpg, jpeg or bmp and a file over its size limit without sending anything', async () => {
    const onChange = vi.fn();
    render(
      <TestProviders>
        <ImageUpload onChange={onChange} limitSize={1} />
      </TestProviders>,
    );
    choose([new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })]);
    expect(await screen.findByText('不支持的文件类型 .svg，仅支持 png、jpg、jpeg、bmp')).toBeTruthy();
    choose([png('big.png', 1024 * 1024 + 1)]);
    expect(await screen.findByText('文件大小不能超过 1MB')).toBeTruthy();
    expect(mock.history.get).toHaveLength(0);
    expect(StorageHost.sent).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the storage host's refusal and keeps the old image", async () => {
    mock.onGet(`${U}/applyPolicy`).reply(200, { code: 200, msg: '', data: policy });
    StorageHost.status = 403;
    StorageHost.body = JSON.stringify({ code: 403, msg: 'policy：上传策略已过期，请重新上传', data: null });
    const onChange = vi.fn();
    render(
      <TestProviders>
        <ImageUpload value="/old.png" onChange={onChange} />
      </TestProviders>,
    );
    choose([png()]);
    expect(await screen.findByText('policy：上传策略已过期，请重新上传')).toBeTruthy();
    expect(mock.history.post).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('FileUpload', () => {
  function Field({ initial, maxCount }: { initial: UploadedRef[]; maxCount: number }) {
    const [files, setFiles] = useState(initial);
    return (
      <TestProviders>
        <FileUpload value={files} onChange={setFiles} maxCount={maxCount} accept={['pdf']} />
        <output data-testid="names">{files.map((f) => f.name).join(',')}</output>
      </TestProviders>
    );
  }

  it('adds each uploaded file, refuses the ones past the count, and removes by name', async () => {
    let n = 0;
    mock
      .onGet(`${U}/applyPolicy`)
      .reply(200, { code: 200, msg: '', data: { ...policy, dir: 't1/file/0123456789abcdef/' } });
    mock.onPost(`${U}/callback`).reply((config) => {
      const { key, name } = JSON.parse(config.data as string) as { key: string; name: string };
      n += 1;
      return [
        200,
        {
          code: 200,
          msg: '',
          data: { url: `${U}/file/${key}?${n}`, key, name, size: 3, type: 'application/pdf' },
        },
      ];
    });
    render(<Field initial={[{ name: 'old.pdf', url: '/old.pdf' }]} maxCount={3} />);

    choose([
      new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }),
      new File(['%PDF'], 'b.pdf', { type: 'application/pdf' }),
      new File(['%PDF'], 'c.pdf', { type: 'application/pdf' }),
    ]);
    expect(await screen.findByText('c.pdf：最多上传 3 个文件')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('old.pdf,a.pdf,b.pdf'));
    expect(StorageHost.sent).toHaveLength(2);

    fireEvent.click(screen.getAllByRole('button', { name: /删除|Remove|remove/ })[0]!);
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('a.pdf,b.pdf'));
  });

  it('offers 预览 of a stored file, opening the viewer in a new tab while its name still downloads it', () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<Field initial={[{ name: '审核报告.pdf', url: '/api/f/report.pdf' }]} maxCount={3} />);
    expect(screen.getByRole('link', { name: /审核报告\.pdf/ }).getAttribute('href')).toBe(
      '/api/f/report.pdf',
    );
    fireEvent.click(screen.getByRole('link', { name: '预览' }));
    expect(opened).toHaveBeenCalledWith(
      `/fileview?fileUrl=${encodeURIComponent('/api/f/report.pdf')}&name=${encodeURIComponent('审核报告.pdf')}`,
      '_blank',
      'noopener',
    );
    opened.mockRestore();
  });
});
