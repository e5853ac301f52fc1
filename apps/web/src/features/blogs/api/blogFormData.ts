/** The create and edit forms' text fields, as the contract names them. */
interface BlogTextFields {
  heading: string;
  subHeading: string;
  content: string;
  blogCategory: string;
}

/**
 * The multipart body of a blog (spec section 7, D33): the text fields and, when there is one, the image file
 * (the contract types a binary part as a string; the real part is the chosen file).
 */
export function blogFormData(fields: BlogTextFields, image: File | null): FormData {
  const form = new FormData();
  form.append('heading', fields.heading);
  form.append('subHeading', fields.subHeading);
  form.append('content', fields.content);
  form.append('blogCategory', fields.blogCategory);
  if (image) form.append('blogImage', image, image.name);
  return form;
}
