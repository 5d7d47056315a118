import type { ImageJob } from './job.ts';
import { classJobs } from './scenes-classes.ts';
import { hongKongJobs } from './scenes-hong-kong.ts';
import { logoJobs } from './logos.ts';
import { macauJobs } from './scenes-macau.ts';
import { pageJobs } from './scenes-pages.ts';
import { teacherJobs } from './scenes-teachers.ts';

export const allJobs: ImageJob[] = [...pageJobs, ...classJobs, ...teacherJobs, ...hongKongJobs, ...macauJobs, ...logoJobs];
