/**
 * Dishes for a menu cooked at home (our own wording): what to make when the member asks "what should we cook", each
 * tagged by what it is built on, so a menu for a vegan, someone lactose intolerant or someone who eats no meat never
 * holds a dish they cannot eat. Prices are rough shopping costs for two, in pounds; the composer converts them.
 */

/** What a dish is built on: meat, fish, dairy (milk, cheese, butter, cream), eggs, gluten (wheat), nuts. */
export type DishTag = 'meat' | 'fish' | 'dairy' | 'eggs' | 'gluten' | 'nuts';

export interface Dish {
  course: 'starter' | 'main' | 'dessert';
  text: string;
  /** Rough shopping cost for two, in pounds. */
  price: number;
  tags: DishTag[];
}

export const DISHES: Dish[] = [
  { course: 'starter', text: 'Bruschetta: toasted sourdough rubbed with garlic, topped with chopped tomatoes, basil and olive oil', price: 5, tags: ['gluten'] },
  { course: 'starter', text: 'Grilled halloumi with watermelon and mint', price: 6, tags: ['dairy'] },
  { course: 'starter', text: 'Summer rolls with herbs and a peanut dipping sauce', price: 6, tags: ['nuts'] },
  { course: 'starter', text: 'Roasted-pepper hummus with crisp vegetables and olives to dip', price: 5, tags: [] },
  { course: 'main', text: 'Chicken thighs roasted on one tray with lemon, garlic and new potatoes', price: 12, tags: ['meat'] },
  { course: 'main', text: 'Salmon with a herb crust, green beans and crushed potatoes', price: 14, tags: ['fish'] },
  { course: 'main', text: 'A mushroom risotto, stirred together, finished with butter and parmesan', price: 9, tags: ['dairy'] },
  { course: 'main', text: 'A Thai green curry with tofu and vegetables, jasmine rice on the side (check the paste has no shrimp or fish sauce)', price: 10, tags: [] },
  { course: 'main', text: 'Black bean and sweet potato tacos on corn tortillas, with a lime slaw and avocado', price: 10, tags: [] },
  { course: 'dessert', text: 'A dark chocolate mousse made in the morning', price: 5, tags: ['dairy', 'eggs'] },
  { course: 'dessert', text: 'A fruit crumble with an oat topping', price: 5, tags: ['gluten', 'dairy'] },
  { course: 'dessert', text: 'Pears poached in spiced syrup, with dark chocolate melted over (most dark chocolate is dairy-free; check the label)', price: 5, tags: [] },
  { course: 'dessert', text: 'Mango with lime and toasted coconut', price: 4, tags: [] },
];
