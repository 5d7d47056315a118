/** The id of the job-alert band: "no open vacancy" messages link to it. */
export const JOB_ALERT_SECTION_ID = 'job-alert';
