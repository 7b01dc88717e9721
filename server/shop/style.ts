// The shop's own styles (the platform's website_sale.scss, for what the fixture pages show).
export const SHOP_CSS = `
.css_not_available_msg, .o_wsale_image_unavailable { display: none; }
.oe_default_price, .oe_default_price.text-danger { color: #a52834 !important; }
.js_product.css_not_available .css_not_available_msg { display: block; }
.css_not_available .o_wsale_image_unavailable, .o_wsale_product_images.css_not_available .o_wsale_image_unavailable { display: inline-block; }
.o_wsale_product_images.css_not_available img { opacity: .35; filter: grayscale(1); }
label.css_not_available > span:not(.badge):not(.o_wsale_excluded_msg):not(.css_attribute_color_swatch), option.css_not_available { text-decoration: line-through; color: #6c757d; }
.o_wsale_excluded_msg { display: block; font-size: .8rem; color: #842029; }
.btn.disabled, #add_to_cart.disabled { pointer-events: none; opacity: .55; }
.css_attribute_color_swatch { display: inline-block; width: 1rem; height: 1rem; border-radius: 50%; border: 1px solid #888; vertical-align: -2px; }
#products_grid.o_wsale_layout_list .o_wsale_products_grid_table_wrapper > .oe_product { flex: 0 0 100%; max-width: 100%; }
#products_grid.o_wsale_layout_list .oe_product_cart { flex-direction: row !important; gap: 1rem; align-items: center; }
#products_grid.o_wsale_layout_list .oe_product_image { width: 9rem; flex: none; margin: 0 !important; }
#products_grid.o_wsale_layout_list .o_wsale_product_btn { margin-top: 0 !important; margin-left: auto; }
.o_wsale_cart_popover { position: absolute; z-index: 1080; min-width: 18rem; max-width: calc(100vw - 1rem); background: #fff; border: 1px solid rgba(0,0,0,.175); border-radius: .5rem; box-shadow: 0 .5rem 1rem rgba(0,0,0,.15); padding: .75rem; }
.my_cart_quantity.o_animate_blink { animation: o_wsale_blink .6s 2; }
@keyframes o_wsale_blink { 50% { opacity: .2; } }
.td-img img { object-fit: cover; }
@media (max-width: 575px) { .td-img { display: none; } #cart_products { font-size: .9rem; } }
.o_product_feature_panel { position: fixed; bottom: .5rem; left: 50%; transform: translateX(-50%); z-index: 1030; width: min(24rem, calc(100vw - 1rem)); }
.o_product_feature_panel .o_comparelist_products { max-height: 60vh; overflow-y: auto; }
.table-comparator { position: relative; } /* keeps its visually hidden texts inside the scrolled box */
.table-comparator .o_ws_compare_image { min-width: 9rem; }
.table-comparator th[scope=row], .table-comparator .o_compare_corner { position: sticky; left: 0; background: #fff; z-index: 1; }
.o_carousel_product_card .card-img-top { height: auto; aspect-ratio: 3 / 2; object-fit: cover; }
`;
