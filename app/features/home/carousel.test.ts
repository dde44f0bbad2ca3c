// The testimonial carousel's index logic.
import { describe, expect, test } from "vitest";
import { carouselReducer, slideLabel, wrapIndex } from "./carousel";

const reduce = carouselReducer(5);

describe("carousel", () => {
  test("next and previous wrap around the five slides", () => {
    expect(reduce({ index: 0, playing: true }, { type: "next" })).toEqual({ index: 1, playing: true });
    expect(reduce({ index: 4, playing: true }, { type: "next" })).toEqual({ index: 0, playing: true });
    expect(reduce({ index: 0, playing: false }, { type: "previous" })).toEqual({ index: 4, playing: false });
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  test("a dot selects its slide; an out-of-range index changes nothing", () => {
    expect(reduce({ index: 0, playing: true }, { type: "select", index: 3 })).toEqual({ index: 3, playing: true });
    expect(reduce({ index: 2, playing: true }, { type: "select", index: 5 })).toEqual({ index: 2, playing: true });
    expect(reduce({ index: 2, playing: true }, { type: "select", index: -1 })).toEqual({ index: 2, playing: true });
  });

  test("the pause/play button toggles rotation and keeps the slide", () => {
    expect(reduce({ index: 2, playing: true }, { type: "toggle" })).toEqual({ index: 2, playing: false });
    expect(reduce({ index: 2, playing: false }, { type: "toggle" })).toEqual({ index: 2, playing: true });
  });

  test("slides are labelled \"x sur 5\"", () => {
    expect(slideLabel(0, 5)).toBe("1 sur 5");
    expect(slideLabel(4, 5)).toBe("5 sur 5");
  });
});
