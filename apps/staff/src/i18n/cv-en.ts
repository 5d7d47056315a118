// Words of the CV preview on the candidate record (decision 072), in English. cv-zh-hant.ts has the same keys.
export const cvEn = {
  title: 'CV',
  loading: 'Loading the CVs…',
  none: 'No CV was sent.',
  choose: 'CVs sent',
  fromReference: '{name}, with {reference}',
  frameTitle: 'CV preview: {name}',
  download: 'Download {name} ({size})',
  docNoPreview: 'Word 97–2003 (.doc) files cannot be shown here. Download the file to read it.',
  pdfNote: 'If the PDF does not show, download it.',
  text: {
    pending: 'The words of this CV are being read for search.',
    read: 'The words of this CV are found by search.',
    'no-text': 'No text could be read from this CV (it may be a scan), so search does not find its words.',
    unreadable:
      'No text could be read from this CV (the file could not be read), so search does not find its words.',
    'not-read': 'No text could be read from this CV: Word 97–2003 (.doc) files are not read for search.',
  },
};
export type CvMessages = typeof cvEn;
