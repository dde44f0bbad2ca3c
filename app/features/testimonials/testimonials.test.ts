// Unit tests of the testimonials' reads and filter (sample content today, ADR 0009).
import { expect, test } from "vitest";
import { listHomeTestimonials, listTestimonials } from "./queries.server";
import { parseTestimonialFilter } from "./testimonial";

test("the filter comes from the address; anything unknown shows every testimonial", () => {
  expect(parseTestimonialFilter("artistes")).toBe("artistes");
  expect(parseTestimonialFilter("inconnu")).toBe("tous");
  expect(parseTestimonialFilter(null)).toBe("tous");
});

test("a category lists only its testimonials; 'tous' lists them all", async () => {
  const all = await listTestimonials("tous");
  const artists = await listTestimonials("artistes");
  expect(artists.testimonials.length).toBeGreaterThan(0);
  expect(artists.testimonials.every((t) => t.category === "artistes")).toBe(true);
  expect(all.testimonials.length).toBeGreaterThan(artists.testimonials.length);
  expect(all.sample).toBe(true);
});

test("the home page gets the five chosen testimonials, with public fields only", async () => {
  const home = await listHomeTestimonials();
  expect(home).toHaveLength(5);
  expect(Object.keys(home[0]).sort()).toEqual(["category", "id", "name", "neighbourhood", "photo", "rating", "role", "text"]);
});
