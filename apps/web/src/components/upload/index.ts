// The shared upload widgets. Both are antd Form controls (`value`/`onChange`) that upload through the
// signed flow of spec §7.7 (applyPolicy → form POST to the storage host → the stored file's URL) and
// check type, size and count before sending (the server checks them again).
//
//   <Form.Item name="logo" label="图标"><ImageUpload dir="logo" limitSize={2} /></Form.Item>
//     value: the image URL (string); dir: image | avatar | logo (logo: platform administrators only).
//   <Form.Item name="files" label="附件"><FileUpload maxCount={5} accept={['pdf', 'docx']} /></Form.Item>
//     value: { name, url, size }[]; dir: file | image.
export { FileUpload, type FileUploadProps, type UploadedRef } from './FileUpload';
export { ImageUpload, type ImageUploadProps } from './ImageUpload';
export { signedUpload } from './signedUpload';
