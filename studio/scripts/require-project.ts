/**
 * Run before `sanity dev` and `sanity deploy`: without a Sanity project the Studio can only show a network error,
 * so say what to do instead. (`build`, `typegen` and the tests work offline with a placeholder id.)
 */
const projectId = process.env.SANITY_STUDIO_PROJECT_ID;
if (!projectId) {
  console.error(`The Studio needs a Sanity project to edit content in.

  1. Create one (free) at https://www.sanity.io/manage and note its project id.
  2. Start the Studio with it:
       SANITY_STUDIO_PROJECT_ID=<project id> SANITY_STUDIO_DATASET=production pnpm --filter @agency/studio run dev
  3. Allow http://localhost:3333 in the project's CORS origins (with credentials).

Every step, from an empty account to a site that follows what you publish: docs/content-model.md
("Working with a hosted Sanity project"). Without a project the site runs on the seed dataset.`);
  process.exit(1);
}
if (!/^[a-z0-9-]+$/.test(projectId)) {
  console.error(
    `SANITY_STUDIO_PROJECT_ID must be a project id from sanity.io/manage (lowercase letters, digits, dashes); got "${projectId}".`,
  );
  process.exit(1);
}
