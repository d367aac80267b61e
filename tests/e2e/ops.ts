import type { APIRequestContext } from "@playwright/test";

/** The ingestion API token of the test server (playwright.config.ts), to read back what was stored. */
export const E2E_OPS_TOKEN = "e2e-ops-token-0123456789";

/** METRICS_TOKEN of the test server: /metrics answers only with it. */
export const E2E_METRICS_TOKEN = "e2e-metrics-token-0123456789";

export type StoredApplication = {
  id: string;
  job_id: number;
  data: unknown;
  resume: { file_name: string; content_type: string; size: number; url: string };
};

/** The applications stored for one e-mail address, newest first, as the company reads them. */
export async function storedApplications(request: APIRequestContext, email: string) {
  const response = await request.get(
    `/api/ops/job-applications?email=${encodeURIComponent(email)}`,
    { headers: { Authorization: `Bearer ${E2E_OPS_TOKEN}` } },
  );
  if (!response.ok()) throw new Error(`reading applications: ${response.status()}`);
  return (await response.json()) as StoredApplication[];
}

/** The résumé file stored with an application. */
export async function storedResume(request: APIRequestContext, application: StoredApplication) {
  const response = await request.get(application.resume.url, {
    headers: { Authorization: `Bearer ${E2E_OPS_TOKEN}` },
  });
  if (!response.ok()) throw new Error(`reading the résumé: ${response.status()}`);
  return response.body();
}
