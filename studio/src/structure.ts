import { CaseIcon } from '@sanity/icons/Case';
import { CogIcon } from '@sanity/icons/Cog';
import type { StructureResolver } from 'sanity/structure';
import { regions } from './constants.ts';

const newestFirst = [{ field: 'startDate', direction: 'desc' as const }];

/** Settings pinned on top; vacancies grouped by region, newest start date first; then the other types. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.listItem()
        .title('Site settings')
        .id('siteSettings')
        .icon(CogIcon)
        .child(S.document().schemaType('siteSettings').documentId('siteSettings').title('Site settings')),
      S.divider(),
      S.listItem()
        .title('Vacancies')
        .icon(CaseIcon)
        .child(
          S.list()
            .title('Vacancies')
            .items([
              ...regions.map((region) =>
                S.listItem()
                  .title(region.title)
                  .id(`vacancies-${region.value}`)
                  .child(
                    S.documentList()
                      .title(`Vacancies in ${region.title}`)
                      .schemaType('vacancy')
                      .filter('_type == "vacancy" && region == $region')
                      .params({ region: region.value })
                      .defaultOrdering(newestFirst)
                      .initialValueTemplates([
                        S.initialValueTemplateItem('vacancy-in-region', { region: region.value }),
                      ]),
                  ),
              ),
              S.divider(),
              S.listItem()
                .title('All vacancies')
                .id('vacancies-all')
                .child(S.documentTypeList('vacancy').title('All vacancies').defaultOrdering(newestFirst)),
            ]),
        ),
      S.documentTypeListItem('testimonial').title('Testimonials'),
      S.documentTypeListItem('destinationGuide').title('Destination guides'),
      S.documentTypeListItem('eligibilityRoute').title('Eligibility rules'),
      S.documentTypeListItem('partnerLogo').title('Partner logos'),
      S.documentTypeListItem('classPhoto').title('Class photos'),
      S.divider(),
      S.documentTypeListItem('replyTemplate').title('Reply templates (staff mail)'),
    ]);
