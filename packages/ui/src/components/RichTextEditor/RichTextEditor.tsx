'use client';

import { useEffect, useId, useRef } from 'react';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { cn } from '../../lib/cn';
import { EDITOR_FORMATS, EDITOR_MODULES, TOOLBAR_BUTTON_NAMES, restrictLinkProtocols } from './editorConfig';

restrictLinkProtocols();

export type RichTextEditorProps = {
  /** The visible label; it is also the editor's accessible name. */
  label: string;
  /** The HTML content. */
  value: string;
  onChange: (html: string) => void;
  /** Called when the editor loses focus (form libraries mark the field touched). */
  onBlur?: () => void;
  /** A validation message shown under the editor; also marks it aria-invalid. @default none */
  error?: string;
  /** Placeholder shown in the empty editor. @default none */
  placeholder?: string;
  className?: string;
};

/**
 * The blog editor: react-quill-new (Snow theme) with exactly the spec's toolbar, png/jpeg images, links
 * limited to http/https/mailto/tel/sms and a 1000 ms / 100-step history. Quill's editable area gets the
 * textbox role and the label as its name, and its toolbar buttons get readable names.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  error,
  placeholder,
  className,
}: RichTextEditorProps) {
  const quillRef = useRef<ReactQuill>(null);
  const labelId = useId();
  const errorId = `${labelId}-error`;

  useEffect(() => {
    const editor = quillRef.current?.getEditor();
    if (!editor) return;
    const root = editor.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelId);
    if (error) {
      root.setAttribute('aria-invalid', 'true');
      root.setAttribute('aria-describedby', errorId);
    } else {
      root.removeAttribute('aria-invalid');
      root.removeAttribute('aria-describedby');
    }
    const toolbar = editor.getModule('toolbar') as { container?: HTMLElement } | undefined;
    toolbar?.container?.setAttribute('aria-label', `${label} formatting`);
    toolbar?.container?.querySelectorAll('button').forEach((button) => {
      const format = [...button.classList].find((name) => name.startsWith('ql-'))?.slice(3) ?? '';
      const key = button.value ? `${format}:${button.value}` : format;
      const name = TOOLBAR_BUTTON_NAMES[key];
      if (name) button.setAttribute('aria-label', name);
    });
  }, [label, labelId, error, errorId]);

  return (
    <div
      data-slot="rich-text-editor"
      data-state={error ? 'invalid' : 'valid'}
      className={cn(
        'flex flex-col gap-1.5',
        // Snow's light-theme icons and borders, recoloured for the dark canvas.
        // Snow's own selectors are as specific as these, so the overrides are marked important.
        '[&_.ql-toolbar]:rounded-t-dl-control [&_.ql-toolbar]:!border-dl-line [&_.ql-toolbar]:bg-dl-surface-raised',
        '[&_.ql-container]:rounded-b-dl-control [&_.ql-container]:!border-dl-line [&_.ql-container]:bg-dl-surface [&_.ql-container]:!text-base',
        '[&_.ql-editor]:min-h-48 [&_.ql-editor]:text-dl-fg [&_.ql-editor.ql-blank::before]:!text-dl-muted [&_.ql-editor.ql-blank::before]:!not-italic',
        '[&_.ql-stroke]:!stroke-dl-fg [&_.ql-fill]:!fill-dl-fg [&_.ql-toolbar_button:hover_.ql-stroke]:!stroke-dl-ring',
        '[&_.ql-active_.ql-stroke]:!stroke-dl-ring [&_.ql-active_.ql-fill]:!fill-dl-ring',
        '[&_.ql-tooltip]:z-10 [&_.ql-tooltip]:text-dl-canvas',
        error && '[&_.ql-container]:!border-dl-danger',
        className,
      )}
    >
      <span id={labelId} className="text-sm font-medium text-dl-fg">
        {label}
      </span>
      <ReactQuill
        ref={quillRef}
        theme="snow"
        value={value}
        onChange={(html) => onChange(html)}
        onBlur={() => onBlur?.()}
        modules={EDITOR_MODULES}
        formats={EDITOR_FORMATS}
        placeholder={placeholder}
      />
      {error ? (
        <p id={errorId} data-slot="field-error" className="text-sm text-dl-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
