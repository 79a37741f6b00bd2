/* Issue 9: admin shapes (filled in by its feature). */
export {};
