// A fixture for the lint test: two modules that import each other.
import { b } from "./cycle-b.ts";

export const a = () => b;
