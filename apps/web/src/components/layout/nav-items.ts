import { paths } from '../../lib/route-paths.ts';

export interface NavLinkItem {
  kind: 'link';
  /** i18n key in the common namespace. */
  label: string;
  to: string;
}
export interface NavGroupItem {
  kind: 'group';
  id: string;
  label: string;
  /** The section's own path: the group shows as current on any page under it. */
  section: string;
  items: NavLinkItem[];
}
export type NavItem = NavLinkItem | NavGroupItem;

const link = (label: string, to: string): NavLinkItem => ({ kind: 'link', label, to });

/** The public top navigation, in the spec's order. */
export const navItems: NavItem[] = [
  link('nav.home', paths.home),
  link('nav.about', paths.about),
  {
    kind: 'group',
    id: 'services',
    label: 'nav.ourServices',
    section: paths.ourServices,
    items: [link('nav.forYourSchool', paths.forYourSchool), link('nav.teachAbroad', paths.teachAbroad)],
  },
  {
    kind: 'group',
    id: 'guides',
    label: 'nav.destinationGuides',
    section: paths.destinationGuides,
    items: [link('nav.hongKong', paths.hongKong), link('nav.macau', paths.macau)],
  },
  link('nav.tefl', paths.tefl),
  link('nav.vacancies', paths.vacancies),
  link('nav.reviews', paths.reviews),
  link('nav.contact', paths.contact),
];
