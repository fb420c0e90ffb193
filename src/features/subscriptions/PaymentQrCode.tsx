import { useEffect, useState } from "react";
import { useLL } from "../../state/i18n";
import { qrPath } from "./qr-path";
import "../../state/ns/invoices";

/** The payment URI as a QR code. The encoder loads only when an invoice needs one. */
export function PaymentQrCode({ uri }: { uri: string }) {
  const LL = useLL();
  const [qr, setQr] = useState<{ size: number; path: string } | null>(null);

  useEffect(() => {
    let live = true;
    import("uqr").then(
      ({ encode }) => {
        if (!live) return;
        const { size, data } = encode(uri, { ecc: "M", border: 4 });
        setQr({ size, path: qrPath(data) });
      },
      () => undefined, // the address and link above still work without the picture
    );
    return () => {
      live = false;
    };
  }, [uri]);

  if (!qr) return <div className="payment-qr" aria-hidden="true" />;
  return (
    <svg className="payment-qr" role="img" aria-label={LL.invoices.qrCode()} viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges" data-uri={uri}>
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
