// What the admin's measurement dashboard reads (the leads plugin's GET /leads/measurement), typed
// once for the CMS that answers it and the admin screen that draws it.

/** The counts of one page, campaign or button over the date range. */
export interface DashboardRow {
  views: number;
  ctaClicks: number;
  formStarts: number;
  formSends: number;
  downloads: number;
  leads: number;
  /** Leads per view (per click for buttons); null when there was none. */
  conversion: number | null;
}

export interface Dashboard {
  from: string;
  to: string;
  timeZone: string;
  totals: DashboardRow;
  pages: (DashboardRow & { path: string })[];
  campaigns: (DashboardRow & { campaign: string })[];
  ctas: (DashboardRow & { cta: string })[];
  searches: { term: string; count: number }[];
}
