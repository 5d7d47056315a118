import { circleTime, debate, phonicsCards, readingCorner } from './scenes-class-a.ts';
import { artsAndCrafts, graduation, smallGroup, sportsDay } from './scenes-class-b.ts';
import { jpg, type ImageJob } from './job.ts';

const draws = [circleTime, phonicsCards, readingCorner, debate, smallGroup, sportsDay, artsAndCrafts, graduation];

export const classJobs: ImageJob[] = draws.map((draw, i) => jpg(`class-0${i + 1}`, 1200, 800, draw));
