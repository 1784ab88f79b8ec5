/**
 * Queries shoppers type, over the demo catalogue (seed/demo-catalogue.ts), each with the kinds of
 * product (words of their names) that must be on the first page; `expect: []` must find nothing.
 * Read by relevance.spec.ts.
 */
export interface RelevanceQuery {
  kind: 'typo' | 'plural' | 'joined' | 'split' | 'prefix' | 'multi-word' | 'accents' | 'zero';
  query: string;
  expect: string[];
}

export const RELEVANCE_SET: RelevanceQuery[] = [
  // One slip: a letter missing, one too many, two swapped, one wrong.
  { kind: 'typo', query: 'bananna', expect: ['Robusta Banana', 'Banana Chips'] },
  { kind: 'typo', query: 'pomegranite', expect: ['Pomegranate'] },
  { kind: 'typo', query: 'watermelone', expect: ['Watermelon'] },
  { kind: 'typo', query: 'papaay', expect: ['Papaya'] },
  { kind: 'typo', query: 'brocoli', expect: ['Broccoli'] },
  { kind: 'typo', query: 'cucmber', expect: ['Cucumber'] },
  { kind: 'typo', query: 'cauliflwer', expect: ['Cauliflower'] },
  { kind: 'typo', query: 'chocolte', expect: ['Chocolate'] },
  { kind: 'typo', query: 'biscut', expect: ['Biscuits'] },
  { kind: 'typo', query: 'cofee', expect: ['Coffee'] },
  { kind: 'typo', query: 'panner', expect: ['Paneer'] },
  { kind: 'typo', query: 'shampo', expect: ['Shampoo'] },
  { kind: 'typo', query: 'tothpaste', expect: ['Toothpaste'] },
  { kind: 'typo', query: 'detergant', expect: ['Detergent'] },
  { kind: 'typo', query: 'headphnes', expect: ['Headphones'] },
  { kind: 'typo', query: 'keybaord', expect: ['Keyboard'] },
  { kind: 'typo', query: 'moniter', expect: ['Monitor'] },
  { kind: 'typo', query: 'speeker', expect: ['Speaker'] },
  { kind: 'typo', query: 'kettel', expect: ['Kettle'] },
  { kind: 'typo', query: 'mozarella', expect: ['Mozzarella'] },
  { kind: 'typo', query: 'basmatti rice', expect: ['Basmati Rice'] },
  { kind: 'typo', query: 'grean tea', expect: ['Green Tea'] },
  { kind: 'typo', query: 'tomato ketchap', expect: ['Tomato Ketchup'] },
  // Plurals and simple stems the names do not contain.
  // The apples themselves fill the first page: apple juice is juice (issue 36's head-word ranking).
  { kind: 'plural', query: 'apples', expect: ['Shimla Apple'] },
  { kind: 'plural', query: 'mangoes', expect: ['Alphonso Mango', 'Mango Drink'] },
  { kind: 'plural', query: 'chargers', expect: ['Fast Charger'] },
  { kind: 'plural', query: 'tomatoes', expect: ['Cherry Tomato'] },
  { kind: 'plural', query: 'potatoes', expect: ['Potato'] },
  { kind: 'plural', query: 'cookie', expect: ['Cookies'] },
  { kind: 'plural', query: 'noodle', expect: ['Noodles'] },
  { kind: 'plural', query: 'egg', expect: ['Eggs'] },
  { kind: 'plural', query: 'blueberry', expect: ['Blueberries'] },
  { kind: 'plural', query: 'headphone', expect: ['Headphones'] },
  { kind: 'plural', query: 'onions', expect: ['Onion'] },
  { kind: 'plural', query: 'power banks', expect: ['Power Bank'] },
  { kind: 'plural', query: 'sandwiches', expect: ['Sandwich Maker'] },
  { kind: 'plural', query: 'monitors', expect: ['Monitor'] },
  // Two words written as one.
  { kind: 'joined', query: 'smartwatch', expect: ['Smart Watch'] },
  { kind: 'joined', query: 'cornflakes', expect: ['Corn Flakes'] },
  { kind: 'joined', query: 'powerbank', expect: ['Power Bank'] },
  { kind: 'joined', query: 'dragonfruit', expect: ['Dragon Fruit'] },
  { kind: 'joined', query: 'lipbalm', expect: ['Lip Balm'] },
  { kind: 'joined', query: 'peanutbutter', expect: ['Peanut Butter'] },
  { kind: 'joined', query: 'facewash', expect: ['Face Wash'] },
  { kind: 'joined', query: 'handwash', expect: ['Hand Wash'] },
  // One word written as two.
  { kind: 'split', query: 'smart watch', expect: ['Smart Watch'] },
  { kind: 'split', query: 'corn flakes', expect: ['Corn Flakes'] },
  { kind: 'split', query: 'water melon', expect: ['Watermelon'] },
  { kind: 'split', query: 'butter milk', expect: ['Buttermilk'] },
  { kind: 'split', query: 'head phones', expect: ['Headphones'] },
  { kind: 'split', query: 'tooth brush', expect: ['Toothbrush'] },
  { kind: 'split', query: 'dish washer tablets', expect: ['Dishwasher Tablets'] },
  // Words as they are typed.
  { kind: 'prefix', query: 'pinea', expect: ['Pineapple'] },
  { kind: 'prefix', query: 'cauli', expect: ['Cauliflower'] },
  { kind: 'prefix', query: 'mozz', expect: ['Mozzarella'] },
  { kind: 'prefix', query: 'lapt', expect: ['Laptop'] },
  { kind: 'prefix', query: 'sunsc', expect: ['Sunscreen'] },
  { kind: 'prefix', query: 'basmati ri', expect: ['Basmati Rice'] },
  // Several words, any order.
  { kind: 'multi-word', query: 'green tea', expect: ['Green Tea'] },
  { kind: 'multi-word', query: 'masala oats', expect: ['Masala Oats'] },
  { kind: 'multi-word', query: 'gaming mouse', expect: ['Gaming Mouse'] },
  { kind: 'multi-word', query: 'wireless earbuds', expect: ['True Wireless Earbuds'] },
  { kind: 'multi-word', query: 'chocolate dark', expect: ['Dark Chocolate'] },
  { kind: 'multi-word', query: 'organic honey', expect: ['Organic Honey'] },
  { kind: 'multi-word', query: 'curved gaming monitor', expect: ['Curved Gaming Monitor'] },
  // Accents, case and punctuation.
  { kind: 'accents', query: 'PANÉER', expect: ['Paneer'] },
  { kind: 'accents', query: 'Mozzarélla cheese', expect: ['Mozzarella Cheese'] },
  { kind: 'accents', query: 'usb-c cable', expect: ['USB-C Cable'] },
  { kind: 'accents', query: 'wi-fi router', expect: ['Wi-Fi 6 Router'] },
  { kind: 'accents', query: 'omega 3 eggs', expect: ['Omega-3 Eggs'] },
  // Nothing of the kind in the shop: nothing, never near-random products.
  { kind: 'zero', query: 'xyzzy', expect: [] },
  { kind: 'zero', query: 'lawnmower', expect: [] },
  { kind: 'zero', query: 'bicycle', expect: [] },
  { kind: 'zero', query: 'guitar', expect: [] },
  { kind: 'zero', query: 'umbrella', expect: [] },
  { kind: 'zero', query: 'perfume', expect: [] },
  { kind: 'zero', query: 'banana laptop', expect: [] },
  { kind: 'zero', query: 'motorcycle helmet', expect: [] },
  { kind: 'zero', query: 'diapers', expect: [] },
];
