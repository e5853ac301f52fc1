'use client';

import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { RichTextEditor } from '../../components/RichTextEditor';
import { Textarea } from '../../components/Textarea';
import {
  blogEditFormSchema,
  blogFormSchema,
  type BlogEditFormValues,
  type BlogFormInput,
  type BlogFormValues,
} from '../../forms/blogFormSchema';
import { useServerFieldErrors, type ServerFieldErrors } from '../../forms/useServerFieldErrors';
import { BLOG_IMAGE_TYPES } from '../../lib/product';

export type CreateBlogProps = {
  /** 'edit': 'Edit Blog', 'Save Changes', the image optional, and `onSave` instead of `onSubmit` (D33). @default 'create' */
  mode?: 'create' | 'edit';
  /** Creating: called with valid, trimmed values only (the image already checked: JPEG/PNG, 5 MB, landscape). */
  onSubmit?: (values: BlogFormValues) => void;
  /** Editing: called with valid, trimmed values; `blogImage` is null when the current image stays. */
  onSave?: (values: BlogEditFormValues) => void;
  /** 'Create Post' shows a spinner and is disabled while the post is sent. @default false */
  isSubmitting?: boolean;
  /** Field messages from the server (HTTP 422), shown beside their fields. @default none */
  serverFieldErrors?: ServerFieldErrors<BlogFormInput>;
  /** A saved draft to start from (D33): the form opens with it and says 'Draft restored'. @default none */
  draft?: BlogDraftFields | null;
  /** Editing: the blog's current fields, the form's starting point. @default none */
  initial?: BlogDraftFields;
  /** Hears every change of the text fields, so the app can save them as a draft (D33). @default none */
  onDraftChange?: (fields: BlogDraftFields) => void;
  /** 'Reset Content' was chosen: the form is emptied, and the app throws the draft away. @default none */
  onReset?: () => void;
};

/** The fields a draft keeps (everything but the image, D33). */
export type BlogDraftFields = Pick<BlogFormInput, 'heading' | 'subHeading' | 'blogCategory' | 'content'>;

const emptyBlog: BlogFormInput = {
  heading: '',
  subHeading: '',
  blogCategory: '',
  content: '',
  blogImage: null,
};

/**
 * /dashboard/create-blog: heading, sub heading, category, image and rich-text content, every message beside
 * its field. 'Reset Content' empties the form; 'Create Post' sends it. With a draft it starts from it ('Draft
 * restored'), and every change of the text is handed to `onDraftChange`.
 */
export function CreateBlog(props: CreateBlogProps) {
  const { isSubmitting = false, serverFieldErrors, draft, initial, onDraftChange, onReset } = props;
  const isEdit = props.mode === 'edit';
  // A file input cannot be emptied through its value, so a reset gives it a fresh element.
  const [fileInputKey, setFileInputKey] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    subscribe,
    formState: { errors, isSubmitting: isValidating },
  } = useForm<BlogFormInput, unknown, BlogEditFormValues>({
    resolver: zodResolver(isEdit ? blogEditFormSchema : blogFormSchema),
    defaultValues: { ...emptyBlog, ...(initial ?? draft ?? {}) },
  });
  const startValues = { ...emptyBlog, ...initial };
  const submit = (values: BlogEditFormValues) => {
    if (isEdit) props.onSave?.(values);
    // The create schema refuses a missing image, so a create always has one here.
    else if (values.blogImage) props.onSubmit?.({ ...values, blogImage: values.blogImage });
  };
  useServerFieldErrors(setError, serverFieldErrors);
  const [restored, setRestored] = useState(Boolean(draft));

  // Every change of the text fields goes to the app (it saves the draft); the image is not part of it.
  const draftChange = useRef(onDraftChange);
  useEffect(() => {
    draftChange.current = onDraftChange;
  }, [onDraftChange]);
  useEffect(() => {
    return subscribe({
      formState: { values: true },
      callback: ({ values, name }) => {
        if (name === 'blogImage' || !draftChange.current) return;
        const { heading, subHeading, blogCategory, content } = values;
        draftChange.current({ heading, subHeading, blogCategory, content });
      },
    });
  }, [subscribe]);

  return (
    <div data-slot="create-blog" className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{isEdit ? 'Edit Blog' : 'Create Blog'}</h1>
      {restored ? (
        <p role="status" className="text-sm text-dl-muted" data-slot="draft-restored">
          Draft restored
        </p>
      ) : null}
      <form method="post" noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-5">
        <Field label="Heading" error={errors.heading?.message}>
          <Input {...register('heading')} />
        </Field>
        <Field label="Sub Heading" error={errors.subHeading?.message}>
          <Textarea rows={3} {...register('subHeading')} />
        </Field>
        <Field
          label="Category"
          error={errors.blogCategory?.message}
          hint="For example React.js, Career or CSS"
        >
          <Input {...register('blogCategory')} />
        </Field>
        <Controller
          control={control}
          name="blogImage"
          render={({ field }) => (
            <Field
              label="Image"
              error={errors.blogImage?.message}
              hint={
                isEdit
                  ? 'Leave empty to keep the current image, or choose a landscape JPEG or PNG, at most 5 MB'
                  : 'A landscape JPEG or PNG, at most 5 MB'
              }
            >
              <Input
                key={fileInputKey}
                type="file"
                accept={BLOG_IMAGE_TYPES.join(',')}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                className="h-auto py-2 file:mr-3 file:rounded-dl-control file:border-0 file:bg-dl-line file:px-3 file:py-1 file:text-dl-fg"
              />
            </Field>
          )}
        />
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <RichTextEditor
              label="Content"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.content?.message}
              placeholder="Write your post..."
            />
          )}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button
            variant="outline"
            disabled={isSubmitting}
            onClick={() => {
              reset(isEdit ? startValues : emptyBlog);
              setFileInputKey((key) => key + 1);
              setRestored(false);
              onReset?.();
            }}
          >
            Reset Content
          </Button>
          <Button type="submit" isLoading={isSubmitting || isValidating}>
            {isEdit ? 'Save Changes' : 'Create Post'}
          </Button>
        </div>
      </form>
    </div>
  );
}
