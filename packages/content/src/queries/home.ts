import { defineQuery } from 'groq';
import { imageFields } from './fragments.ts';

/** "Who We Work With" on the home page, in the order staff set. */
export const partnerLogosQuery = defineQuery(`*[_type == "partnerLogo"] | order(order asc){
  _id,
  name,
  url,
  "logo": logo{${imageFields}}
}`);

/** The Teach Abroad carousel. */
export const classPhotosQuery = defineQuery(`*[_type == "classPhoto"] | order(order asc){
  _id,
  caption,
  "image": image{${imageFields}}
}`);

/** The Reviews page: every testimonial in order (the page shows the first four until "View more"). */
export const testimonialsQuery = defineQuery(`*[_type == "testimonial"] | order(order asc){
  _id,
  honorific,
  surname,
  placement,
  destination,
  content,
  "photo": photo{${imageFields}},
  "hoverPhoto": hoverPhoto{${imageFields}}
}`);
