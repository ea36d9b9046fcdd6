// A QR code drawn with SVG elements from the server's path of its dark modules: no image, no inline markup, nothing the editor's CSP must allow.
import type { TwoFactorSetup } from '../api/profile.js';

/** The quiet zone the QR standard asks around the code, in modules. */
const MARGIN = 4;

/** The QR code, `label` naming it for screen readers. */
export function QrCode({ qr, label }: { qr: TwoFactorSetup['qr']; label: string }) {
  const side = qr.size + MARGIN * 2;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={qr.path} fill="#000" transform={`translate(${MARGIN} ${MARGIN})`} />
    </svg>
  );
}
