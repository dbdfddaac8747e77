import { EDITORIAL_MESSAGES as M } from '../editorial/limits.js';
import { defineErrors } from './catalogue.js';

/** Errors of the editorial content and the editors panel (document 2, section 2.9). */
export const EDITORIAL_ERRORS = defineErrors({
  EDITORIAL_NOT_FOUND: { status: 404, message: M.notFound },
  ARTICLE_NOT_FOUND: { status: 404, message: M.articleNotFound },
  NEWS_CATEGORY_NOT_FOUND: { status: 404, message: M.categoryNotFound },
  EDITORIAL_UNKNOWN_LINK: { status: 400, message: M.unknownLink },
  EDITORIAL_IMAGE_INVALID: { status: 400, message: M.imageInvalid },
  EDITORIAL_BODY_EMPTY: { status: 400, message: M.bodyEmpty },
  EDITORIAL_DUPLICATE_NAME: { status: 409, message: M.duplicateName },
});
