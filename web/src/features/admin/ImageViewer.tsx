import { Dialog } from '../../components/Dialog';

/** A picture at full size over the page. */
export function ImageViewer({ image, alt, onClose }: { image: string | null; alt: string; onClose: () => void }) {
  return (
    <Dialog open={image !== null} onClose={onClose} title={alt} className="w-full max-w-3xl">
      {image && <img src={image} alt={alt} className="mx-auto max-h-[75dvh] w-auto object-contain p-4" />}
    </Dialog>
  );
}
