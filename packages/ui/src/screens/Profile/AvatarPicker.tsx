'use client';

import { useId, useRef, useState } from 'react';
import { ImageUp } from 'lucide-react';
import { AvatarDialog } from '../../components/AvatarDialog';
import { BLOG_IMAGE_TYPES } from '../../lib/product';

export type AvatarPickerProps = {
  username: string;
  avatarUrl: string | null;
  /** Receives the 200x200 PNG crop. A returned promise keeps the dialog open (busy) until it settles. */
  onSave: (avatar: Blob) => void | Promise<unknown>;
};

/**
 * The profile avatar with 'Change avatar': choosing a JPEG or PNG opens the crop dialog; Cancel drops the file,
 * a successful save closes the dialog (a failed one leaves it open to retry).
 */
export function AvatarPicker({ username, avatarUrl, onSave }: AvatarPickerProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const close = () => {
    setFile(null);
    // Choosing the same file again must fire `change` again.
    if (inputRef.current) inputRef.current.value = '';
  };

  const save = async (avatar: Blob) => {
    setIsSaving(true);
    try {
      await onSave(avatar);
      close();
    } catch {
      // The app shows the error; the dialog stays for another try.
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <div data-slot="avatar-picker" className="flex items-center gap-4">
      {avatarUrl ? (
        <img src={avatarUrl} alt={`${username}'s avatar`} className="size-24 rounded-full object-cover" />
      ) : (
        <span
          role="img"
          aria-label={`${username}'s avatar`}
          className="flex size-24 items-center justify-center rounded-full bg-dl-surface-raised text-3xl font-bold uppercase"
        >
          {username.charAt(0)}
        </span>
      )}
      <div className="flex flex-col gap-1">
        <label
          htmlFor={inputId}
          className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-dl-control bg-dl-surface-raised px-4 text-sm font-semibold hover:bg-dl-line has-[+input:focus-visible]:outline-3 has-[+input:focus-visible]:outline-dl-ring has-[+input:focus-visible]:outline-solid"
        >
          <ImageUp aria-hidden className="size-4" />
          Change avatar
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={BLOG_IMAGE_TYPES.join(',')}
          className="sr-only"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p className="text-xs text-dl-muted">JPEG or PNG, cropped to 200 x 200.</p>
      </div>
      <AvatarDialog file={file} onCancel={close} onSave={(avatar) => void save(avatar)} isSaving={isSaving} />
    </div>
  );
}
