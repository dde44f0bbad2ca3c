// Unit tests of the testimonials' category filter (the reads are integration-tested on the
// database: tests/integration/site-content-public.test.ts).
import { expect, test } from "vitest";
import { parseTestimonialFilter } from "./testimonial";

test("the filter comes from the address; anything unknown shows every testimonial", () => {
  expect(parseTestimonialFilter("artistes")).toBe("artistes");
  expect(parseTestimonialFilter("inconnu")).toBe("tous");
  expect(parseTestimonialFilter(null)).toBe("tous");
});
