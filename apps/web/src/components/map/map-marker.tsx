import { marker as createMarker, type DivIcon, type LatLngExpression, type Marker } from 'leaflet';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLeafletMap } from './map-context';

type Props = {
  position: [number, number];
  icon: DivIcon;
  title: string;
  alt: string;
  zIndexOffset?: number;
  onClick?: () => void;
  /** a text shown on hover above the marker */
  tooltip?: string;
  /** React content of a popup the click opens (rendered into Leaflet's popup through a portal) */
  popup?: ReactNode;
};

/** One marker. Position, icon and z-index follow the props; the click handler is always the latest. */
export const MapMarker = ({ position, icon, title, alt, zIndexOffset = 0, onClick, tooltip, popup }: Props) => {
  const map = useLeafletMap();
  const [marker, setMarker] = useState<Marker | null>(null);
  const click = useRef(onClick);
  click.current = onClick;
  const [lat, lng] = position;
  // created once per title (its own DOM attribute); the rest is updated on the live marker
  // biome-ignore lint/correctness/useExhaustiveDependencies: position, icon and z-index are set below
  useEffect(() => {
    const created = createMarker([lat, lng] as LatLngExpression, { icon, title, alt, zIndexOffset });
    created.on('click', () => click.current?.());
    created.addTo(map);
    setMarker(created);
    return () => {
      created.remove();
    };
  }, [map, title, alt]);
  useEffect(() => {
    marker?.setLatLng([lat, lng]);
  }, [marker, lat, lng]);
  useEffect(() => {
    marker?.setIcon(icon);
  }, [marker, icon]);
  useEffect(() => {
    marker?.setZIndexOffset(zIndexOffset);
  }, [marker, zIndexOffset]);
  useEffect(() => {
    if (!marker || !tooltip) return;
    marker.bindTooltip(tooltip, { direction: 'top', offset: [0, -18] });
    return () => {
      marker.unbindTooltip();
    };
  }, [marker, tooltip]);
  const hasPopup = popup !== undefined && popup !== null && popup !== false;
  const [popupBox, setPopupBox] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!marker || !hasPopup) return;
    const box = document.createElement('div');
    marker.bindPopup(box);
    setPopupBox(box);
    return () => {
      marker.unbindPopup();
      setPopupBox(null);
    };
  }, [marker, hasPopup]);
  return popupBox && hasPopup ? createPortal(popup, popupBox) : null;
};
