import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormUploader, UploadRequest } from '../sources/types';
import { field, renderForm } from '../test/render';
import { refuseFile, withoutFile } from './uploadRules';

const MB = 1024 * 1024;
const image = { image: true, limitSize: 2, limit: 3 };

describe('upload checks', () => {
  it('accepts png, jpg, jpeg and bmp images only', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.bmp'])
      expect(refuseFile({ name, size: 1, type: 'image/png' }, [], 0, image)).toBeUndefined();
    expect(refuseFile({ name: 'e.gif', size: 1, type: 'image/gif' }, [], 0, image)).toBe(
      '上传图片只能是 png、jpg、jpeg、bmp 格式!',
    );
  });

  it('refuses a file above limitSize MB, naming the limit', () => {
    expect(refuseFile({ name: 'a.png', size: 2 * MB + 1, type: '' }, [], 0, image)).toBe(
      '上传图片大小不能超过 2MB!',
    );
    expect(
      refuseFile({ name: 'a.pdf', size: 11 * MB, type: '' }, [], 0, {
        image: false,
        limitSize: undefined,
        limit: 1,
      }),
    ).toBe('上传文件大小不能超过 10MB!');
  });

  it('refuses more files than the limit, counting uploads in progress', () => {
    const one = [{ name: 'x.png', url: '/x.png' }];
    expect(refuseFile({ name: 'a.png', size: 1, type: '' }, one, 2, image)).toBe('最多只能上传 3 个文件');
    expect(refuseFile({ name: 'a.png', size: 1, type: '' }, one, 1, image)).toBeUndefined();
  });

  it('applies the accept list of a file field', () => {
    const check = { image: false, limitSize: 10, limit: 10, accept: '.pdf,.docx' };
    expect(refuseFile({ name: 'a.pdf', size: 1, type: 'application/pdf' }, [], 0, check)).toBeUndefined();
    expect(refuseFile({ name: 'a.exe', size: 1, type: '' }, [], 0, check)).toBe(
      '只能上传 .pdf,.docx 格式的文件',
    );
  });

  it('removes a file by name', () => {
    const files = [
      { name: 'a.png', url: '/1' },
      { name: 'b.png', url: '/2' },
    ];
    expect(withoutFile(files, 'a.png')).toEqual([{ name: 'b.png', url: '/2' }]);
  });
});

/** Stores uploads in memory, as a storage host would answer them. */
function memoryUploader(
  answer: (r: UploadRequest) => { name: string; url: string; size?: number },
): FormUploader & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    async upload(request) {
      sent.push(request.file.name);
      request.onProgress?.(100);
      return { size: request.file.size, ...answer(request) };
    },
  };
}

const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('upload field', () => {
  it('uploads through the host uploader, stores name, size and url, and removes by name', async () => {
    const uploader = memoryUploader((r) => ({ name: r.file.name, url: `/files/${r.file.name}` }));
    const { form, container } = renderForm(
      { list: [field('uploadImg', '照片', 'photos', { limit: 2 })] },
      { uploader },
    );
    // The upload control renews its file input after each choice.
    const input = () => container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input(), { target: { files: [png('a.png')] } });
    await waitFor(() =>
      expect(form().getValues().photos).toEqual([{ name: 'a.png', size: 10, url: '/files/a.png' }]),
    );
    expect(uploader.sent).toEqual(['a.png']);

    fireEvent.change(input(), { target: { files: [new File(['x'], 'b.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('上传图片只能是 png、jpg、jpeg、bmp 格式!')).toBeTruthy();
    expect(uploader.sent).toEqual(['a.png']);

    fireEvent.click(screen.getByRole('button', { name: /删除/ }));
    await waitFor(() => expect(form().getValues().photos).toEqual([]));
  });

  it('reports a stored file without url as path not found', async () => {
    const uploader = memoryUploader(() => ({ name: 'a.png', url: '' }));
    const { form, container } = renderForm({ list: [field('uploadFile', '附件', 'files')] }, { uploader });
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [png('a.png')] } });
    expect(await screen.findByText('未找到文件路径')).toBeTruthy();
    expect(form().getValues().files).toEqual([]);
  });

  it('opens a stored file in the host’s viewer from 预览 beside its name, the name still downloading it', async () => {
    const uploader = {
      ...memoryUploader((r) => ({ name: r.file.name, url: `/files/${r.file.name}` })),
      previewHref: (url: string, name: string) => `/fileview?fileUrl=${url}&name=${name}`,
    };
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const { container } = renderForm({ list: [field('uploadFile', '附件', 'files')] }, { uploader });
    fireEvent.change(container.querySelector('input[type=file]')!, {
      target: { files: [new File(['%PDF-'], 'report.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(await screen.findByRole('link', { name: '预览' }));
    expect(opened).toHaveBeenCalledWith(
      '/fileview?fileUrl=/files/report.pdf&name=report.pdf',
      '_blank',
      'noopener',
    );
    expect(container.querySelector('a[href="/files/report.pdf"]')).toBeTruthy();
    opened.mockRestore();
  });

  it('offers no preview when the host has no viewer', async () => {
    const uploader = memoryUploader((r) => ({ name: r.file.name, url: `/files/${r.file.name}` }));
    const { form, container } = renderForm({ list: [field('uploadFile', '附件', 'files')] }, { uploader });
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [png('a.png')] } });
    await waitFor(() => expect(form().getValues().files).toHaveLength(1));
    expect(screen.queryByRole('link', { name: '预览' })).toBeNull();
  });
});
