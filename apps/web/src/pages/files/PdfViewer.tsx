// The PDF viewer (pdf.js): pages drawn when scrolled near, a text layer over each for selection and
// search, zoom, page navigation, print and download.
import {
  LeftOutlined,
  PrinterOutlined,
  RightOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
  ColumnWidthOutlined,
} from '@ant-design/icons';
import { Button, Input, InputNumber, Space, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { FileFrame, Loading, Unreadable } from './FileFrame';
import type { ViewerProps } from './fileSource';
import { findMatches, highlightPieces, type PdfMatch } from './pdfSearch';
import { openPdf, pdfjs, type PDFDocumentProxy, type PDFPageProxy } from './pdfjs';

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
const PAGE_GAP = 12;

interface LoadedPdf {
  doc: PDFDocumentProxy;
  pages: PDFPageProxy[];
  /** Each page's text items, the order of its text layer's elements. */
  texts: string[][];
}

function useLoadedPdf(bytes: ArrayBuffer): { pdf?: LoadedPdf; error?: string } {
  const [state, setState] = useState<{ pdf?: LoadedPdf; error?: string }>({});
  useEffect(() => {
    const task = openPdf(bytes);
    let alive = true;
    task.promise
      .then(async (doc) => {
        const pages = await Promise.all(Array.from({ length: doc.numPages }, (_, i) => doc.getPage(i + 1)));
        const texts = await Promise.all(
          pages.map(async (page) =>
            (await page.getTextContent()).items.flatMap((item) => ('str' in item ? [item.str] : [])),
          ),
        );
        if (alive) setState({ pdf: { doc, pages, texts } });
      })
      .catch((error: unknown) => {
        if (!alive) return;
        const name = (error as { name?: string }).name;
        setState({
          error: name === 'PasswordException' ? 'encrypted' : String((error as Error).message ?? error),
        });
      });
    return () => {
      alive = false;
      void task.destroy();
    };
  }, [bytes]);
  return state;
}

export function PdfViewer({ query, file }: ViewerProps) {
  const { t } = useTranslation('documents');
  const { pdf, error } = useLoadedPdf(file.bytes);
  const body = pdf ? (
    <PdfDocument pdf={pdf} query={query} file={file} />
  ) : (
    <FileFrame query={query} file={file}>
      {error ? (
        <Unreadable reason={error === 'encrypted' ? t('fileview.pdf.encrypted') : error} />
      ) : (
        <Loading />
      )}
    </FileFrame>
  );
  return body;
}

function PdfDocument({ pdf, query, file }: ViewerProps & { pdf: LoadedPdf }) {
  const { t } = useTranslation('documents');
  const scroller = useRef<HTMLDivElement>(null);
  const pageElements = useRef<(HTMLDivElement | null)[]>([]);
  const [scale, setScale] = useState(1);
  const [current, setCurrent] = useState(1);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState(0);
  const [printing, setPrinting] = useState(false);
  const total = pdf.pages.length;
  const widest = useMemo(() => Math.max(...pdf.pages.map((p) => p.getViewport({ scale: 1 }).width)), [pdf]);

  const fitWidth = useCallback(() => {
    const width = scroller.current?.clientWidth ?? 0;
    if (width > 0) setScale(Math.max(0.25, Math.min(3, (width - 48) / widest)));
  }, [widest]);
  // Opened at the width of the window, up to 100 % (a narrow window shrinks the pages to fit).
  useEffect(() => {
    const width = scroller.current?.clientWidth ?? 0;
    if (width > 0) setScale(Math.min(1.25, Math.max(0.25, (width - 48) / widest)));
  }, [widest]);

  const matches = useMemo(() => findMatches(pdf.texts, search), [pdf, search]);
  // One stable list per page, so that a page redraws its highlights only when its matches change.
  const matchesByPage = useMemo(
    () => pdf.pages.map((_, i) => matches.filter((m) => m.page === i)),
    [pdf, matches],
  );
  const selectedMatch: PdfMatch | undefined = matches[selected];

  const goToPage = (n: number) => {
    const target = Math.min(total, Math.max(1, n));
    pageElements.current[target - 1]?.scrollIntoView({ block: 'start' });
    setCurrent(target);
  };
  const step = (delta: number) => {
    if (matches.length === 0) return;
    const next = (selected + delta + matches.length) % matches.length;
    setSelected(next);
    const match = matches[next]!;
    pageElements.current[match.page]?.scrollIntoView({ block: 'center' });
  };
  const zoom = (direction: 1 | -1) => {
    const next =
      direction > 0
        ? ZOOM_STEPS.find((s) => s > scale + 0.001)
        : [...ZOOM_STEPS].reverse().find((s) => s < scale - 0.001);
    if (next) setScale(next);
  };
  const onScroll = () => {
    const top = scroller.current?.scrollTop ?? 0;
    const index = pageElements.current.findIndex(
      (el) => el && el.offsetTop + el.offsetHeight > top + PAGE_GAP,
    );
    if (index >= 0 && index + 1 !== current) setCurrent(index + 1);
  };
  const print = async () => {
    setPrinting(true);
    try {
      await printPages(pdf.pages);
    } finally {
      setPrinting(false);
    }
  };

  const tools = (
    <Space wrap size={8}>
      <Space.Compact>
        <Tooltip title={t('fileview.pdf.previous')}>
          <Button
            icon={<LeftOutlined />}
            aria-label={t('fileview.pdf.previous')}
            disabled={current <= 1}
            onClick={() => goToPage(current - 1)}
          />
        </Tooltip>
        <InputNumber
          aria-label={t('fileview.pdf.page')}
          min={1}
          max={total}
          value={current}
          style={{ width: 64 }}
          onPressEnter={(e) => goToPage(Number((e.target as HTMLInputElement).value))}
          onStep={(value) => goToPage(value)}
        />
        <Tooltip title={t('fileview.pdf.next')}>
          <Button
            icon={<RightOutlined />}
            aria-label={t('fileview.pdf.next')}
            disabled={current >= total}
            onClick={() => goToPage(current + 1)}
          />
        </Tooltip>
      </Space.Compact>
      <Typography.Text type="secondary">{t('fileview.pdf.pageCount', { total })}</Typography.Text>
      <Space.Compact>
        <Tooltip title={t('fileview.pdf.zoomOut')}>
          <Button
            icon={<ZoomOutOutlined />}
            aria-label={t('fileview.pdf.zoomOut')}
            onClick={() => zoom(-1)}
          />
        </Tooltip>
        <Button disabled style={{ width: 64, color: 'inherit' }}>
          {Math.round(scale * 100)}%
        </Button>
        <Tooltip title={t('fileview.pdf.zoomIn')}>
          <Button icon={<ZoomInOutlined />} aria-label={t('fileview.pdf.zoomIn')} onClick={() => zoom(1)} />
        </Tooltip>
        <Tooltip title={t('fileview.pdf.fitWidth')}>
          <Button icon={<ColumnWidthOutlined />} aria-label={t('fileview.pdf.fitWidth')} onClick={fitWidth} />
        </Tooltip>
      </Space.Compact>
      <Space.Compact>
        <Input.Search
          allowClear
          placeholder={t('fileview.pdf.search')}
          aria-label={t('fileview.pdf.search')}
          style={{ width: 200 }}
          onSearch={(value) => {
            if (value === search) step(1);
            else {
              setSearch(value);
              setSelected(0);
              const first = findMatches(pdf.texts, value)[0];
              if (first) pageElements.current[first.page]?.scrollIntoView({ block: 'center' });
            }
          }}
        />
        <Tooltip title={t('fileview.pdf.searchPrevious')}>
          <Button
            icon={<LeftOutlined />}
            aria-label={t('fileview.pdf.searchPrevious')}
            disabled={matches.length === 0}
            onClick={() => step(-1)}
          />
        </Tooltip>
        <Tooltip title={t('fileview.pdf.searchNext')}>
          <Button
            icon={<RightOutlined />}
            aria-label={t('fileview.pdf.searchNext')}
            disabled={matches.length === 0}
            onClick={() => step(1)}
          />
        </Tooltip>
      </Space.Compact>
      {search.trim() && (
        <Typography.Text type="secondary" data-testid="pdf-matches">
          {matches.length > 0
            ? t('fileview.pdf.matches', { current: selected + 1, total: matches.length })
            : t('fileview.pdf.noMatch')}
        </Typography.Text>
      )}
      <Button icon={<PrinterOutlined />} loading={printing} onClick={() => void print()}>
        {t('fileview.pdf.print')}
      </Button>
    </Space>
  );

  return (
    <FileFrame query={query} file={file} tools={tools}>
      <div
        ref={scroller}
        className="pdf-scroller"
        style={{ height: '100%', overflow: 'auto' }}
        onScroll={onScroll}
      >
        <div className="pdf-pages" style={{ gap: PAGE_GAP }}>
          {pdf.pages.map((page, index) => (
            <PdfPage
              key={index}
              pageRef={(el) => {
                pageElements.current[index] = el;
              }}
              page={page}
              items={pdf.texts[index]!}
              scale={scale}
              matches={matchesByPage[index]!}
              selected={selectedMatch?.page === index ? selectedMatch : undefined}
            />
          ))}
        </div>
      </div>
    </FileFrame>
  );
}

/** Puts each matched part of the text layer's elements in a highlight; the selected one scrolled to. */
function highlight(
  layer: HTMLElement,
  items: readonly string[],
  matches: readonly PdfMatch[],
  selected: PdfMatch | undefined,
) {
  const divs = layer.querySelectorAll<HTMLElement>(
    ':scope > span:not(.markedContent), .markedContent > span:not(.markedContent)',
  );
  const pieces = highlightPieces(
    items,
    matches.map((m) => ({ start: m.start, end: m.end, selected: m === selected })),
  );
  divs.forEach((div, i) => {
    if (div.dataset.highlighted) {
      div.textContent = items[i] ?? '';
      delete div.dataset.highlighted;
    }
  });
  const byItem = new Map<number, typeof pieces>();
  for (const piece of pieces) byItem.set(piece.item, [...(byItem.get(piece.item) ?? []), piece]);
  for (const [item, parts] of byItem) {
    const div = divs[item];
    const str = items[item] ?? '';
    if (!div) continue;
    div.dataset.highlighted = '1';
    div.textContent = '';
    let at = 0;
    for (const part of parts) {
      if (part.start > at) div.append(str.slice(at, part.start));
      const mark = document.createElement('span');
      mark.className = part.selected ? 'highlight selected' : 'highlight';
      mark.textContent = str.slice(part.start, part.end);
      div.append(mark);
      at = part.end;
    }
    if (at < str.length) div.append(str.slice(at));
  }
  layer.querySelector('.highlight.selected')?.scrollIntoView({ block: 'center' });
}

interface PdfPageProps {
  page: PDFPageProxy;
  items: string[];
  scale: number;
  matches: PdfMatch[];
  selected: PdfMatch | undefined;
  pageRef: (el: HTMLDivElement | null) => void;
}

function PdfPage({ page, items, scale, matches, selected, pageRef }: PdfPageProps) {
  const box = useRef<HTMLDivElement | null>(null);
  const [near, setNear] = useState(false);
  const [layer, setLayer] = useState<HTMLDivElement>();
  const viewport = page.getViewport({ scale });

  useEffect(() => {
    const el = box.current;
    if (!el || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    const el = box.current;
    if (!near || !el) return;
    const ratio = window.devicePixelRatio || 1;
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    const textDiv = document.createElement('div');
    textDiv.className = 'textLayer';
    el.replaceChildren(canvas, textDiv);
    const render = page.render({
      canvas,
      canvasContext: canvas.getContext('2d')!,
      viewport,
      transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
    });
    render.promise.catch(() => undefined);
    const textLayer = new pdfjs.TextLayer({
      textContentSource: page.streamTextContent(),
      container: textDiv,
      viewport,
    });
    textLayer.render().then(
      () => setLayer(textDiv),
      () => undefined,
    );
    return () => {
      render.cancel();
      textLayer.cancel();
      setLayer(undefined);
    };
    // The viewport is derived from page and scale.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [near, page, scale]);

  useEffect(() => {
    if (layer) highlight(layer, items, matches, selected);
  }, [layer, items, matches, selected]);

  return (
    <div
      ref={(el) => {
        box.current = el;
        pageRef(el);
      }}
      className="pdf-page"
      data-page={page.pageNumber}
      style={
        {
          width: viewport.width,
          height: viewport.height,
          '--scale-factor': scale,
          '--total-scale-factor': scale,
        } as CSSProperties
      }
    />
  );
}

/** Prints the pages as images (a print of the document, not of the viewer) through the window's dialog. */
async function printPages(pages: PDFPageProxy[]) {
  const holder = document.createElement('div');
  holder.className = 'pdf-print';
  for (const page of pages) {
    const viewport = page.getViewport({ scale: 2 });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    await page.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport, intent: 'print' }).promise;
    const img = document.createElement('img');
    img.src = canvas.toDataURL('image/png');
    holder.append(img);
  }
  document.body.append(holder);
  const done = () => holder.remove();
  window.addEventListener('afterprint', done, { once: true });
  window.print();
}
