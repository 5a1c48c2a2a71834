import {
  RotateLeftOutlined,
  RotateRightOutlined,
  UndoOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Centered, FileFrame } from './FileFrame';
import type { ViewerProps } from './fileSource';

const MIN_SCALE = 0.1;
const MAX_SCALE = 8;

/** An image, fitted to the window at first, with zoom and quarter-turn rotation. */
export function ImageViewer({ query, file }: ViewerProps) {
  const { t } = useTranslation('documents');
  const url = useMemo(() => URL.createObjectURL(new Blob([file.bytes], { type: file.contentType })), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const box = useRef<HTMLDivElement>(null);
  const [natural, setNatural] = useState<{ width: number; height: number }>();
  const [fit, setFit] = useState(1);
  const [scale, setScale] = useState(1);
  const [rotation, setRotation] = useState(0);

  const onLoad = (event: React.SyntheticEvent<HTMLImageElement>) => {
    const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
    setNatural({ width, height });
    const el = box.current;
    const fitted = el ? Math.min(1, (el.clientWidth - 48) / width, (el.clientHeight - 48) / height) : 1;
    setFit(fitted > 0 ? fitted : 1);
    setScale(fitted > 0 ? fitted : 1);
  };
  const zoom = (factor: number) => setScale((s) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, s * factor)));
  const quarterTurned = rotation % 180 !== 0;
  const width = natural ? natural.width * scale : undefined;
  const height = natural ? natural.height * scale : undefined;

  const tool = (title: string, icon: React.ReactNode, onClick: () => void) => (
    <Tooltip title={title}>
      <Button icon={icon} aria-label={title} onClick={onClick} />
    </Tooltip>
  );
  const tools = (
    <Space.Compact>
      {tool(t('fileview.image.zoomOut'), <ZoomOutOutlined />, () => zoom(1 / 1.25))}
      <Button disabled style={{ width: 64, color: 'inherit' }}>
        {Math.round(scale * 100)}%
      </Button>
      {tool(t('fileview.image.zoomIn'), <ZoomInOutlined />, () => zoom(1.25))}
      {tool(t('fileview.image.rotateLeft'), <RotateLeftOutlined />, () =>
        setRotation((r) => (r + 270) % 360),
      )}
      {tool(t('fileview.image.rotateRight'), <RotateRightOutlined />, () =>
        setRotation((r) => (r + 90) % 360),
      )}
      {tool(t('fileview.image.reset'), <UndoOutlined />, () => {
        setScale(fit);
        setRotation(0);
      })}
    </Space.Compact>
  );
  return (
    <FileFrame query={query} file={file} tools={tools}>
      <div ref={box} style={{ height: '100%' }}>
        <Centered>
          {/* The box takes the rotated size, so that scrolling reaches every edge. */}
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: quarterTurned ? height : width,
              height: quarterTurned ? width : height,
            }}
          >
            <img
              className="file-image"
              src={url}
              alt={query.name}
              onLoad={onLoad}
              style={{ width, height, transform: `rotate(${rotation}deg)` }}
            />
          </div>
        </Centered>
      </div>
    </FileFrame>
  );
}
