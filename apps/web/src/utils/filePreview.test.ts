import { describe, expect, it } from 'vitest';
import { extensionOf, fileNameOf, isSameSitePath, previewHref, previewKindOf } from './filePreview';

describe('previewKindOf', () => {
  it('names the viewer of each previewable type, whatever the case of the extension', () => {
    expect(previewKindOf('报告.PDF')).toBe('pdf');
    expect(previewKindOf('a.docx')).toBe('office');
    expect(previewKindOf('a.xlsx')).toBe('office');
    expect(previewKindOf('a.pptx')).toBe('office');
    expect(previewKindOf('发票.ofd')).toBe('ofd');
    expect(previewKindOf('photo.JPeg')).toBe('image');
    expect(previewKindOf('data.csv')).toBe('text');
    expect(previewKindOf('notes.txt')).toBe('text');
  });

  it('reads the extension of a path or address, ignoring its query', () => {
    expect(previewKindOf('/api/api-system/data/upload/file/t-1/cert/2026/a.pdf?v=2')).toBe('pdf');
    expect(extensionOf('/dir.with.dot/file')).toBe('');
  });

  it('has no viewer for types no viewer shows', () => {
    expect(previewKindOf('old.doc')).toBeUndefined();
    expect(previewKindOf('archive.zip')).toBeUndefined();
    expect(previewKindOf('README')).toBeUndefined();
    expect(previewKindOf('.pdf')).toBeUndefined();
  });
});

describe('previewHref', () => {
  it('links to the viewer entry with the file address and name encoded', () => {
    const href = previewHref('/api/api-system/data/upload/file/t-1/a b&c.pdf', '审核报告 1.pdf');
    expect(href.startsWith('/fileview?')).toBe(true);
    const query = new URLSearchParams(href.slice('/fileview?'.length));
    expect(query.get('fileUrl')).toBe('/api/api-system/data/upload/file/t-1/a b&c.pdf');
    expect(query.get('name')).toBe('审核报告 1.pdf');
  });

  it('leaves the name out when none is given', () => {
    expect(previewHref('/f/a.png')).toBe('/fileview?fileUrl=%2Ff%2Fa.png');
  });
});

describe('isSameSitePath', () => {
  it('accepts a path of this site', () => {
    expect(isSameSitePath('/api/api-system/data/upload/file/t-1/a.pdf')).toBe(true);
    expect(isSameSitePath('/files/报告.pdf?x=1')).toBe(true);
  });

  it('refuses anything that leaves the site or is not a path', () => {
    for (const url of [
      'https://evil.example/a.pdf',
      '//evil.example/a.pdf',
      '/\\evil.example/a.pdf',
      '/\t/evil.example/a.pdf',
      'javascript:alert(1)',
      'data:application/pdf;base64,AAAA',
      'files/a.pdf',
      '',
    ]) {
      expect(isSameSitePath(url), url).toBe(false);
    }
  });
});

describe('fileNameOf', () => {
  it('uses the given name, else the decoded last segment of the path', () => {
    expect(fileNameOf('/f/a.pdf', '报告.pdf')).toBe('报告.pdf');
    expect(fileNameOf('/f/%E6%8A%A5%E5%91%8A.pdf?x=1')).toBe('报告.pdf');
    expect(fileNameOf('/api/api-system/data/upload/file/t-1/file/ab/1795901966%E6%8A%A5%E5%91%8A.pdf')).toBe(
      '报告.pdf',
    );
  });
});
