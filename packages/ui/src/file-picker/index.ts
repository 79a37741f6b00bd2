export { FilePicker, type FilePickerProps } from './FilePicker';
export { validateFile, describeFile, describeFileType, describeFileTypes, type FileLimits, type FileValidation } from './validate';
