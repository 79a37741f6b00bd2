export { PhotoPicker, type PhotoPickerProps } from './PhotoPicker';
export {
  validatePhotos,
  formatBytes,
  PHOTO_TYPES,
  DEFAULT_MAX_PHOTOS,
  DEFAULT_MAX_PHOTO_BYTES,
  type PhotoLimits,
  type PhotoValidation,
} from './validate';
