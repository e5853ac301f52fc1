'use client';

import { useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import AvatarEditor, { type AvatarEditorRef } from 'react-avatar-editor';
import { cn } from '../../lib/cn';
import { AVATAR_BORDER_PX, AVATAR_SCALE, AVATAR_SIZE_PX } from '../../lib/product';
import { Button } from '../Button';
import { cardVariants } from '../Card/Card';

export type AvatarDialogProps = {
  /** The chosen image; the dialog is open while a file is given. */
  file: File | null;
  /** Cancel, Escape or a click outside: the app drops the file. */
  onCancel: () => void;
  /** 'Save Avatar': receives the 200x200 crop as a PNG Blob (the app uploads it as avatar.png). */
  onSave: (avatar: Blob) => void;
  /** Shows a spinner on 'Save Avatar' while the upload runs. @default false */
  isSaving?: boolean;
};

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The crop could not be encoded.'))),
      'image/png',
    );
  });
}

/**
 * The avatar crop dialog (Radix Dialog: focus trapped, Escape closes): react-avatar-editor at 200x200,
 * scale 1.2, border 50. The user drags the image to position it; 'Save Avatar' hands over the crop.
 */
export function AvatarDialog({ file, onCancel, onSave, isSaving = false }: AvatarDialogProps) {
  const editorRef = useRef<AvatarEditorRef>(null);
  const [isReady, setIsReady] = useState(false);

  const save = async () => {
    const canvas = editorRef.current?.getImageScaledToCanvas();
    if (!canvas) return;
    onSave(await canvasToPng(canvas));
  };

  return (
    <Dialog.Root
      open={file !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <Dialog.Content
          data-slot="avatar-dialog"
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex w-[min(92vw,24rem)] -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-4',
            cardVariants(),
            'p-6 text-dl-fg',
          )}
        >
          <Dialog.Title className="text-lg font-bold">Crop your avatar</Dialog.Title>
          <Dialog.Description className="text-sm text-dl-muted">
            Drag the image to choose what shows in the circle.
          </Dialog.Description>
          {file ? (
            <AvatarEditor
              ref={editorRef}
              image={file}
              width={AVATAR_SIZE_PX}
              height={AVATAR_SIZE_PX}
              border={AVATAR_BORDER_PX}
              borderRadius={AVATAR_SIZE_PX / 2}
              scale={AVATAR_SCALE}
              color={[11, 16, 32, 0.7]}
              onImageReady={() => setIsReady(true)}
              onLoadStart={() => setIsReady(false)}
              style={{ maxWidth: '100%', height: 'auto' }}
            />
          ) : null}
          <div className="flex w-full justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="ghost" disabled={isSaving}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button onClick={() => void save()} disabled={!isReady} isLoading={isSaving}>
              Save Avatar
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
