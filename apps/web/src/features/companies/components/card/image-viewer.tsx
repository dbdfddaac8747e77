import type { Attachment } from '@platform/shared';
import { Button, Modal, Space } from 'antd';
import { useState } from 'react';
import { usePan } from '../../lib/use-pan';
import { nextZoom, wrapIndex, ZOOM } from '../../lib/viewer-math';

type Props = { images: Attachment[]; start: number; onClose: () => void };

/** Image viewer (spec 4): zoom 0.5-5 by 0.5 (default 1), wraps between images, panning kept within the image. */
export const ImageViewer = ({ images, start, onClose }: Props) => {
  const [index, setIndex] = useState(start);
  const [zoom, setZoom] = useState<number>(ZOOM.default);
  const pan = usePan(zoom);
  const image = images[index];
  const go = (step: number) => {
    setIndex((i) => wrapIndex(i + step, images.length));
    setZoom(ZOOM.default);
    pan.reset();
  };
  const zoomBy = (direction: 1 | -1) => {
    const next = nextZoom(zoom, direction);
    setZoom(next);
    pan.clamp(next);
  };
  if (!image) return null;
  return (
    <Modal open onCancel={onClose} footer={null} width="min(1000px, 96vw)" title={image.name} centered>
      <div
        className="image-viewer__stage"
        onPointerDown={pan.onPointerDown}
        onPointerMove={pan.onPointerMove}
        onPointerUp={pan.onPointerUp}
        onWheel={(e) => zoomBy(e.deltaY < 0 ? 1 : -1)}
        data-testid="image-viewer"
      >
        <img
          src={image.url}
          alt={image.name}
          draggable={false}
          style={{ transform: `translate(${pan.offset.x}px, ${pan.offset.y}px) scale(${zoom})` }}
        />
      </div>
      <Space className="image-viewer__controls" wrap>
        <Button onClick={() => go(-1)} aria-label="Poprzednie zdjęcie" disabled={images.length < 2}>
          ‹
        </Button>
        <Button onClick={() => zoomBy(-1)} disabled={zoom <= ZOOM.min} aria-label="Pomniejsz">
          −
        </Button>
        <span data-testid="zoom-level">{Math.round(zoom * 100)}%</span>
        <Button onClick={() => zoomBy(1)} disabled={zoom >= ZOOM.max} aria-label="Powiększ">
          +
        </Button>
        <Button onClick={() => go(1)} aria-label="Następne zdjęcie" disabled={images.length < 2}>
          ›
        </Button>
        <span>
          {index + 1} / {images.length}
        </span>
      </Space>
    </Modal>
  );
};
