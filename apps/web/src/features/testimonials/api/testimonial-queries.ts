import { testimonialsQuery } from '@agency/content';
import { contentQuery } from '../../../lib/content-query.ts';

export const testimonialsOptions = () => contentQuery('testimonials', testimonialsQuery);
