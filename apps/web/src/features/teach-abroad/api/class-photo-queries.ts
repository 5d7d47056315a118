import { classPhotosQuery } from '@agency/content';
import { contentQuery } from '../../../lib/content-query.ts';

export const classPhotosOptions = () => contentQuery('classPhotos', classPhotosQuery);
