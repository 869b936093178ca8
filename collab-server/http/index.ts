export { buildApp } from './app';
export { readMultipartUpload, type MultipartUpload } from './multipartUpload';
export { ServerFailure, problemResponse } from './problemResponse';
