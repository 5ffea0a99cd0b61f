/** One row per scale, written only by the measures job (decision 061). */
export interface MeasuresTables {
  measure_scales: {
    scale: string;
    n: number;
    alpha: number | null;
    test_retest: number | null;
    test_retest_n: number;
    /** JSON: 101 counts of rounded 0–100 scores; null below PERCENTILE_MIN people. */
    histogram: string | null;
    /** JSON: FlaggedItem[]. */
    flagged_items: string;
    computed_at: string;
  };
}
